import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { LiveEvent } from '@atrium/domain/events/events.schemas.ts';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestDetail, RequestUploadAnswer } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { fileKeyOf } from '@atrium/domain/uploads/file-keys.ts';
import { sql } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COALESCE_WINDOW_MS } from '../src/platform/events/coalesced-publisher.ts';
import { createUploadDatastore } from '../src/platform/storage/upload-datastore.ts';
import { openEventStream } from './support/event-stream.ts';
import {
  type ExpenseAgent,
  type ExpenseSuite,
  expenseMember,
  expenseOrg,
  historyOf,
  EXPENSE_ROLE as R,
  readRequest,
  requestBody,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';
import { listeningUrl, refusalOf } from './support/files-api.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { docx, PDF, png } from './support/storage-fixtures.ts';
import { call, errorOf } from './support/test-app.ts';

let { server, app, ctx, masterCookie, org } = {} as ExpenseSuite;
let baseUrl = '';

beforeAll(async () => {
  ({ server, app, ctx, masterCookie, org } = await setUpExpenseSuite());
  baseUrl = await listeningUrl(app);
});
afterAll(() => server?.tearDown());

/** Starts a tus upload of an attachment in 1 MiB chunks, as the browser does; no retries. */
function startAttachment(
  agent: Pick<ExpenseAgent, 'cookie'>,
  requestId: string,
  data: Buffer,
  filename: string,
  revised = false,
  options: { uploadUrl?: string; onChunk?: (upload: Upload, sent: number) => void } = {},
) {
  let upload!: Upload;
  const done = new Promise<RequestUploadAnswer>((resolve, reject) => {
    upload = new Upload(data, {
      endpoint: `${baseUrl}/api/uploads`,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: 1024 * 1024,
      retryDelays: [],
      headers: { cookie: agent.cookie },
      metadata: {
        target: 'transfer-request',
        requestId,
        filename,
        filetype: 'application/octet-stream',
        revised: String(revised),
      },
      onChunkComplete: (_size, sent) => options.onChunk?.(upload, sent),
      onSuccess: ({ lastResponse }) => resolve(JSON.parse(lastResponse.getBody()) as RequestUploadAnswer),
      onError: reject,
    });
    upload.start();
  });
  return { upload, done };
}

const attach = (agent: ExpenseAgent, requestId: string, data: Buffer, filename: string, revised = false) =>
  startAttachment(agent, requestId, data, filename, revised).done;

/** An upload that must be refused: the refusal, and whether its bytes or its tus copy were left anywhere. */
async function refusedAttach(agent: ExpenseAgent, requestId: string, data: Buffer, filename: string) {
  const { upload, done } = startAttachment(agent, requestId, data, filename);
  const error = await done.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error('the upload was accepted');
  const uploadId = upload.url?.split('/').pop() ?? '';
  const key = fileKeyOf({ kind: 'transfer-request', orgId: agent.orgId, requestId }, uploadId, filename);
  const stored = uploadId !== '' && (await ctx.storage.get(key)) !== null;
  const unfinished =
    uploadId !== '' &&
    (await (await createUploadDatastore(server.config)).getUpload(uploadId).then(
      () => true,
      () => false,
    ));
  return { ...refusalOf(error), stored, unfinished };
}

const filesOf = (requestId: string) =>
  countOf(ctx.db, sql`select count(*)::int as n from expense_request_files where request_id = ${requestId}`);

const member = (roles: string[], name?: string) => expenseMember(app, ctx, org.orgId, roles, name);

/** A request submitted by a member holding submit and view_self (or `roles`). */
async function ownRequest(roles: string[] = [R.submit, R.viewSelf]) {
  const creator = await member(roles);
  const request = await submitRequest(creator, requestBody(org));
  return { creator, request };
}

const content = (agent: Pick<ExpenseAgent, 'cookie'>, requestId: string, fileId: string) =>
  call(app, 'GET', `/api/expense/requests/${requestId}/files/${fileId}/content`, { cookie: agent.cookie });

const deleteFile = (
  agent: Pick<ExpenseAgent, 'cookie'>,
  requestId: string,
  fileId: string,
  version: number,
) =>
  call(app, 'POST', `/api/expense/requests/${requestId}/files/${fileId}/delete`, {
    cookie: agent.cookie,
    body: { version },
  });

/** The org admin rejects every item, then cancels the request, as the details dialog does. */
async function cancel(requestId: string): Promise<void> {
  const { version } = await readRequest(org.admin, requestId);
  const steps = [
    ['decision', { version, decision: 'rejected' }],
    ['status', { version: version + 1, status: 'cancelled' }],
  ] as const;
  for (const [path, body] of steps) {
    const response = await call(app, 'POST', `/api/expense/requests/${requestId}/${path}`, {
      cookie: org.adminCookie,
      body,
    });
    if (response.statusCode !== 200) throw new Error(`not cancelled: ${response.body}`);
  }
}

describe('adding attachments', () => {
  it("lets the creator holding submit attach to their own new request, as a 'New File', with its SHA-256", async () => {
    const { creator, request } = await ownRequest([R.submit]);
    const answer = await attach(creator, request.id, PDF, 'Quotation März.pdf');
    expect(answer.file).toMatchObject({
      name: 'Quotation März.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
      isRevised: false,
      isDeleted: false,
      uploadedBy: { id: creator.id, name: creator.name },
    });
    expect(answer.version).toBe(request.version + 1);

    const read = await readRequest(org.admin, request.id);
    expect(read.version).toBe(answer.version);
    expect(read.attached_files).toEqual([answer.file]);
    const [row] = await rowsOf<{ sha256: string; storage_key: string }>(
      ctx.db,
      sql`select sha256, storage_key from expense_request_files where id = ${answer.file.id}`,
    );
    expect(row?.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(row?.storage_key).toMatch(
      new RegExp(`^${org.orgId}/transfer-${request.id}/[0-9a-f]{32}-Quotation_Marz\\.pdf$`),
    );
    const stored = await ctx.storage.get(row?.storage_key as string);
    expect(stored && (await buffer(stored.stream))).toEqual(PDF);

    const history = await historyOf(org.admin, request.id);
    expect(history.at(-1)).toMatchObject({
      action: 'file-added',
      fileId: answer.file.id,
      subject: 'Quotation März.pdf',
      to: 'New File',
      actor: { id: creator.id },
    });
  });

  it("lets edit_all attach to others' requests, and keeps a 'Revised File' apart", async () => {
    const { request } = await ownRequest();
    const editor = await member([R.editAll, R.viewAll]);
    const picture = await png(40, 30);
    const first = await attach(editor, request.id, picture, 'receipt.png', true);
    const second = await attach(editor, request.id, await docx(), 'letter.docx');
    expect(first.file).toMatchObject({ isRevised: true, contentType: 'image/png', size: picture.length });
    expect(second.file.isRevised).toBe(false);
    expect(second.version).toBe(request.version + 2);
    const read = await readRequest(editor, request.id);
    expect(read.attached_files.map((f) => [f.name, f.isRevised])).toEqual([
      ['receipt.png', true],
      ['letter.docx', false],
    ]);
    const added = (await historyOf(editor, request.id)).filter((line) => line.action === 'file-added');
    expect(added.map((line) => [line.subject, line.to])).toEqual([
      ['receipt.png', 'Revised File'],
      ['letter.docx', 'New File'],
    ]);
  });

  it('refuses a member who may only view the request, and stores nothing', async () => {
    const { request } = await ownRequest();
    const viewer = await member([R.viewAll, R.submit]);
    const refusal = await refusedAttach(viewer, request.id, PDF, 'bill.pdf');
    expect(refusal).toMatchObject({ status: 403, message: m.noEditPermission, stored: false });
    // edit_self reaches only one's own requests.
    const selfEditor = await member([R.viewAll, R.editSelf]);
    expect(await refusedAttach(selfEditor, request.id, PDF, 'bill.pdf')).toMatchObject({ status: 403 });
    expect(await filesOf(request.id)).toBe(0);
  });

  it("answers another organisation's request, and one the caller may not see, as not found", async () => {
    const other = await expenseOrg(app, ctx, masterCookie);
    const theirs = await submitRequest(other.admin, requestBody(other));
    const refusal = await refusedAttach(org.admin, theirs.id, PDF, 'bill.pdf');
    expect(refusal).toMatchObject({ status: 404, message: m.requestNotFound, stored: false });

    const { request } = await ownRequest();
    const blind = await member([R.editAll]);
    expect(await refusedAttach(blind, request.id, PDF, 'bill.pdf')).toMatchObject({ status: 404 });
    expect(await filesOf(theirs.id)).toBe(0);
    expect(await filesOf(request.id)).toBe(0);
  });

  it('refuses files to a cancelled request', async () => {
    const { creator, request } = await ownRequest();
    await cancel(request.id);
    const refusal = await refusedAttach(creator, request.id, PDF, 'late.pdf');
    expect(refusal).toMatchObject({ status: 400, message: m.cancelledIsFinal, stored: false });
    expect(await refusedAttach(org.admin, request.id, PDF, 'late.pdf')).toMatchObject({ status: 400 });
    expect(await filesOf(request.id)).toBe(0);
  });

  it('refuses a program renamed .pdf once its bytes arrive, leaving nothing behind, and a .exe at once', async () => {
    const { creator, request } = await ownRequest();
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), Buffer.alloc(2048, 1)]);
    const renamed = await refusedAttach(creator, request.id, program, 'invoice.pdf');
    expect(renamed).toMatchObject({
      status: 400,
      message: m.attachmentTypeMismatch('.pdf'),
      stored: false,
      unfinished: false,
    });
    const exe = await refusedAttach(creator, request.id, program, 'setup.exe');
    expect(exe).toMatchObject({ status: 400, message: m.attachmentTypeNotAccepted, stored: false });
    expect(await filesOf(request.id)).toBe(0);
    expect((await readRequest(creator, request.id)).version).toBe(request.version);
  });

  it('checks the rights again when the last byte arrives', async () => {
    const { request } = await ownRequest();
    const editor = await member([R.editAll, R.viewAll]);
    const data = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    // The first chunk arrives, the upload pauses; the request is cancelled; the upload goes on and ends.
    const paused = new Promise<string>((resolve) => {
      startAttachment(editor, request.id, data, 'big.pdf', false, {
        onChunk: (upload, sent) => {
          if (sent !== 1024 * 1024) return;
          void upload.abort(false).then(() => resolve(upload.url as string));
        },
      });
    });
    const uploadUrl = await paused;
    await cancel(request.id);
    const error = await startAttachment(editor, request.id, data, 'big.pdf', false, { uploadUrl }).done.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error && refusalOf(error)).toEqual({ status: 400, message: m.cancelledIsFinal });
    expect(await filesOf(request.id)).toBe(0);
  });
});

/** A request of its own creator with one attachment, as `uploader` added it. */
async function requestWithFile(uploader?: ExpenseAgent) {
  const { creator, request } = await ownRequest([R.submit, R.viewSelf, R.editSelf]);
  const answer = await attach(uploader ?? creator, request.id, PDF, 'quote.pdf');
  return { creator, request: { ...request, version: answer.version }, file: answer.file };
}

describe('reading attachments', () => {
  it('answers a decision and a status change with the request as a fresh read shows it, files included', async () => {
    const { request } = await requestWithFile();
    const decide = (path: string, body: object) =>
      call(app, 'POST', `/api/expense/requests/${request.id}/${path}`, { cookie: org.adminCookie, body });
    const approved = await decide('decision', { version: request.version, decision: 'approved' });
    expect(approved.statusCode).toBe(200);
    const afterApproval = (approved.json() as { request: RequestDetail }).request;
    expect(afterApproval).toEqual(await readRequest(org.admin, request.id));
    expect(afterApproval.attached_files.map((file) => file.name)).toEqual(['quote.pdf']);

    const status = await decide('status', { version: afterApproval.version, status: 'disbursed' });
    expect(status.statusCode).toBe(200);
    const afterStatus = (status.json() as { request: RequestDetail }).request;
    expect(afterStatus.request_status).toBe('disbursed');
    expect(afterStatus).toEqual(await readRequest(org.admin, request.id));
  });

  it('streams the file to whoever sees the request, and answers 404 to the rest', async () => {
    const { creator, request, file } = await requestWithFile();
    const own = await content(creator, request.id, file.id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''quote.pdf`);
    expect(own.rawPayload).toEqual(PDF);
    const viewer = await member([R.viewAll]);
    expect((await content(viewer, request.id, file.id)).rawPayload).toEqual(PDF);

    const selfViewer = await member([R.viewSelf, R.submit]);
    const hidden = await content(selfViewer, request.id, file.id);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe(m.requestNotFound);

    const other = await requestWithFile();
    const elsewhere = await content(org.admin, other.request.id, file.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).message).toBe(m.attachmentNotFound);
  });

  it('serves the stored key through the files route to viewers of the request only', async () => {
    const { file } = await requestWithFile();
    const [row] = await rowsOf<{ storage_key: string }>(
      ctx.db,
      sql`select storage_key from expense_request_files where id = ${file.id}`,
    );
    const url = `/api/files?key=${encodeURIComponent(row?.storage_key as string)}`;
    const viewer = await member([R.viewAll]);
    const read = await call(app, 'GET', url, { cookie: viewer.cookie });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload).toEqual(PDF);
    const selfViewer = await member([R.viewSelf]);
    expect((await call(app, 'GET', url, { cookie: selfViewer.cookie })).statusCode).toBe(404);
  });
});

describe('deleting attachments', () => {
  it('moves the file to Deleted Files, where a viewer still reads it, and records who did it', async () => {
    const { creator, request, file } = await requestWithFile();
    const deleted = await deleteFile(creator, request.id, file.id, request.version);
    expect(deleted.statusCode).toBe(200);
    const answer = deleted.json() as { request: RequestDetail; message: string };
    expect(answer.message).toBe(m.attachmentDeleted);
    expect(answer.request.version).toBe(request.version + 1);
    expect(answer.request.attached_files).toEqual([{ ...file, isDeleted: true }]);

    const viewer = await member([R.viewAll]);
    const read = await readRequest(viewer, request.id);
    expect(read.attached_files.map((f) => [f.name, f.isDeleted])).toEqual([['quote.pdf', true]]);
    expect((await content(viewer, request.id, file.id)).rawPayload).toEqual(PDF);

    // Deleting it again changes nothing: no new version, no history line.
    const again = await deleteFile(creator, request.id, file.id, answer.request.version);
    expect((again.json() as { request: RequestDetail }).request.version).toBe(answer.request.version);
    const lines = (await historyOf(viewer, request.id)).filter((line) => line.fileId === file.id);
    expect(lines.map((line) => [line.action, line.subject, line.actor.id])).toEqual([
      ['file-added', 'quote.pdf', creator.id],
      ['file-deleted', 'quote.pdf', creator.id],
    ]);
  });

  it('refuses a stale version, edit_self on another one, a file of another request and a cancelled request', async () => {
    const { request, file } = await requestWithFile();
    const stale = await deleteFile(org.admin, request.id, file.id, request.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(m.staleVersion);

    const selfEditor = await member([R.viewAll, R.editSelf]);
    const notTheirs = await deleteFile(selfEditor, request.id, file.id, request.version);
    expect(notTheirs.statusCode).toBe(403);
    expect(errorOf(notTheirs).message).toBe(m.noEditPermission);

    const other = await requestWithFile();
    const wrong = await deleteFile(org.admin, request.id, other.file.id, request.version);
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong).message).toBe(m.attachmentNotFound);

    await cancel(request.id);
    const { version } = await readRequest(org.admin, request.id);
    const cancelled = await deleteFile(org.admin, request.id, file.id, version);
    expect(cancelled.statusCode).toBe(400);
    expect(errorOf(cancelled).message).toBe(m.cancelledIsFinal);
    expect((await readRequest(org.admin, request.id)).attached_files[0]?.isDeleted).toBe(false);
  });
});

describe('live updates', () => {
  it('tells open screens of the organisation when a file is added or deleted', async () => {
    const { creator, request } = await ownRequest([R.submit, R.viewSelf, R.editSelf]);
    // The request's creation is announced after its commit, folded for a moment: let it pass before listening.
    await new Promise((resolve) => setTimeout(resolve, COALESCE_WINDOW_MS * 3));
    const stream = await openEventStream(baseUrl, org.adminCookie);
    try {
      const { file, version } = await attach(creator, request.id, PDF, 'quote.pdf');
      const ofThisRequest = (event: LiveEvent) => 'requestId' in event && event.requestId === request.id;
      expect(await stream.next('expense.changed', ofThisRequest)).toMatchObject({ requestId: request.id });
      await deleteFile(creator, request.id, file.id, version);
      expect(await stream.next('expense.changed', ofThisRequest)).toMatchObject({ requestId: request.id });
    } finally {
      stream.close();
    }
  });
});

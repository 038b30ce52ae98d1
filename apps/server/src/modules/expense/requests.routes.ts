import { expenseRequestsContract as contract } from '@atrium/domain/expense/expense-requests.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { storedFilePolicy } from '../../platform/http/security-headers.ts';
import { deleteAttachment, openAttachment } from './attachments.service.ts';
import {
  addItem,
  changeBankAccount,
  decideAll,
  decideItem,
  editItem,
  setStatus,
} from './decisions.service.ts';
import { exportRequests } from './requests.export.ts';
import { createRequest, getRequest, listRequests, requestHistoryOf } from './requests.service.ts';

const previewable = (type: string) => type.startsWith('image/') || type === 'application/pdf';

/** The routes of expense-requests.contract.ts. */
export function requestsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.create, async (request) => createRequest(ctx, await request.auth(), request.body), {
    status: 201,
  });
  addRoute(app, contract.list, async (request) => listRequests(ctx, await request.auth(), request.query));
  addRoute(app, contract.export, async (request, reply) => {
    const exported = await exportRequests(ctx, await request.auth(), request.query);
    reply.header('content-disposition', `attachment; filename="${exported.fileName}"`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, no-store');
    return reply.type(exported.contentType).send(exported.stream);
  });
  addRoute(app, contract.get, async (request) =>
    getRequest(ctx, await request.auth(), request.params.requestId),
  );
  addRoute(app, contract.history, async (request) =>
    requestHistoryOf(ctx, await request.auth(), request.params.requestId),
  );
  addRoute(app, contract.decideItem, async (request) =>
    decideItem(ctx, await request.auth(), request.params.requestId, request.params.itemId, request.body),
  );
  addRoute(app, contract.decideAll, async (request) =>
    decideAll(ctx, await request.auth(), request.params.requestId, request.body),
  );
  addRoute(app, contract.setStatus, async (request) =>
    setStatus(ctx, await request.auth(), request.params.requestId, request.body),
  );
  addRoute(app, contract.addItem, async (request) =>
    addItem(ctx, await request.auth(), request.params.requestId, request.body),
  );
  addRoute(app, contract.editItem, async (request) =>
    editItem(ctx, await request.auth(), request.params.requestId, request.params.itemId, request.body),
  );
  addRoute(app, contract.changeBankAccount, async (request) =>
    changeBankAccount(ctx, await request.auth(), request.params.requestId, request.body),
  );
  addRoute(app, contract.fileContent, async (request, reply) => {
    const { requestId, fileId } = request.params;
    const file = await openAttachment(ctx, await request.auth(), requestId, fileId);
    const inline = request.query.inline === '1' && previewable(file.contentType);
    const disposition = inline ? 'inline' : 'attachment';
    reply.header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    reply.header('content-length', file.size);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, max-age=300');
    const policy = storedFilePolicy(file.contentType);
    if (policy) reply.header('content-security-policy', policy);
    return reply.type(file.contentType).send(file.stream);
  });
  addRoute(app, contract.deleteFile, async (request) => {
    const { requestId, fileId } = request.params;
    return deleteAttachment(ctx, await request.auth(), requestId, fileId, request.body.version);
  });
}

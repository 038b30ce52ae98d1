import { storageContract as contract } from '@atrium/domain/storage/storage.contract.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { storedFilePolicy } from '../../platform/http/security-headers.ts';
import { type OpenedFile, openFile, openThumbnail } from './storage-content.service.ts';
import { findDuplicate, listFiles, removeFile, removeFiles } from './storage-files.service.ts';
import { createFolder, listFolders, myFolders } from './storage-folders.service.ts';
import { zipFiles } from './storage-zip.ts';

const previewable = (type: string) => type.startsWith('image/') || type === 'application/pdf';

/**
 * Sends stored bytes: as an attachment unless a preview asks for an image or PDF inline, with the type found
 * at upload, never sniffed by the browser, and sandboxed unless it is an image or a PDF.
 */
function sendFile(reply: FastifyReply, opened: OpenedFile, inline: boolean, name = opened.file.fileName) {
  const type = opened.file.contentType;
  const disposition = inline && previewable(type) ? 'inline' : 'attachment';
  reply.header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(name)}`);
  reply.header('content-length', opened.size);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, max-age=300');
  const policy = storedFilePolicy(type);
  if (policy) reply.header('content-security-policy', policy);
  return reply.type(type).send(opened.stream);
}

/** The routes of storage.contract.ts. */
export function storageRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.folders, async (request) => listFolders(ctx, await request.auth()));
  addRoute(app, contract.myFolders, async (request) => myFolders(ctx, await request.auth()));
  addRoute(
    app,
    contract.createFolder,
    async (request) => createFolder(ctx, await request.auth(), request.body),
    {
      status: 201,
    },
  );
  addRoute(app, contract.files, async (request) => listFiles(ctx, await request.auth(), request.query));
  addRoute(app, contract.duplicate, async (request) =>
    findDuplicate(ctx, await request.auth(), request.body),
  );
  addRoute(app, contract.content, async (request, reply) => {
    const opened = await openFile(ctx, await request.auth(), request.params.fileId);
    return sendFile(reply, opened, request.query.inline === '1');
  });
  addRoute(app, contract.thumbnail, async (request, reply) => {
    const opened = await openThumbnail(ctx, await request.auth(), request.params.fileId);
    return sendFile(reply, { ...opened, file: { ...opened.file, contentType: 'image/jpeg' } }, true);
  });
  addRoute(app, contract.zip, async (request, reply) => {
    const stream = await zipFiles(ctx, await request.auth(), request.query);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="files-${day}.zip"`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, no-store');
    return reply.type('application/zip').send(stream);
  });
  addRoute(app, contract.remove, async (request) =>
    removeFile(ctx, await request.auth(), request.params.fileId),
  );
  addRoute(app, contract.removeMany, async (request) => removeFiles(ctx, await request.auth(), request.body));
}

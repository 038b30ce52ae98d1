import { uploadsContract } from '@atrium/domain/uploads/uploads.contract.ts';
import { fileKeyQuerySchema, UPLOADS_PATH } from '@atrium/domain/uploads/uploads.schemas.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { documentRoute } from '../../platform/http/api-document.ts';
import { PDF_POLICY, SANDBOX_POLICY } from '../../platform/http/security-headers.ts';
import { contentTypeOf, servedWithoutSandbox } from './content-types.ts';
import { createTusServer, sessions, sweepExpiredUploads } from './tus-uploads.ts';
import { fileReader } from './uploads.caller.ts';
import { openStoredFile } from './uploads.service.ts';

export function uploadsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // tus reads the request body itself: in this scope Fastify leaves every body unparsed.
  app.register(async (scope) => {
    // Made here, where it may wait: an S3 datastore loads its client first.
    const tus = await createTusServer(ctx);
    const stopSweeping = sweepExpiredUploads(tus, (error) =>
      app.log.warn({ err: error }, 'upload sweep failed'),
    );
    scope.addHook('onClose', async () => stopSweeping());
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      sessions.set(request.raw, await request.auth());
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    const methods = ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'] as const;
    scope.route({ method: [...methods], url: UPLOADS_PATH, schema: { hide: true }, handler: handle });
    scope.route({
      method: [...methods],
      url: `${UPLOADS_PATH}/:uploadId`,
      schema: { hide: true },
      handler: handle,
    });
  });

  const doc = documentRoute(uploadsContract.get, {
    file: { mediaType: '*/*', description: 'The file, with its own content type.' },
  });
  app.get(
    uploadsContract.get.path,
    { config: doc.config, schema: { ...doc.schema, querystring: fileKeyQuerySchema } },
    async (request, reply) => {
      const { key } = request.query as { key: string };
      const caller = await fileReader(ctx.db, await request.auth(), key);
      const file = await openStoredFile(ctx, caller, key);
      const type = contentTypeOf(file.fileName);
      const name = encodeURIComponent(file.fileName);
      reply.header('content-disposition', `inline; filename*=UTF-8''${name}`);
      reply.header('content-length', file.size);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, max-age=300');
      // Uploaded content could carry script: anything but a PDF (whose viewer a sandbox would break) is sandboxed.
      reply.header('content-security-policy', servedWithoutSandbox(type) ? PDF_POLICY : SANDBOX_POLICY);
      return reply.type(type).send(file.stream);
    },
  );
}

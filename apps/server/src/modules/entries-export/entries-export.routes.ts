import { entriesExportContract as contract } from '@atrium/domain/entries/entries-export.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { exportEntries } from './entries-export.service.ts';

/** A file name in Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Export of the entries table's filtered view. */
export function entriesExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { db: ctx.db, log: (error: unknown) => app.log.error({ err: error }, 'export failed') };
  addRoute(app, contract.download, async (request, reply) => {
    const file = await exportEntries(deps, await request.auth(), request.params.formId, request.query);
    reply.type(file.contentType);
    reply.header('content-disposition', attachment(file.fileName));
    reply.header('cache-control', 'no-store');
    return ctx.metrics.trackJob('export', file.stream);
  });
}

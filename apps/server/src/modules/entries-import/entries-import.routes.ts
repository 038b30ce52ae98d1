import {
  entriesImportContract as contract,
  IMPORT_MAX_FILE_MB,
} from '@atrium/domain/entries/entries-import.contract.ts';
import { importMessages } from '@atrium/domain/entries/import.messages.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { addRoute } from '../../platform/http/route.ts';
import {
  type ImportDeps,
  importSources,
  runFileImport,
  runFormImport,
  uploadImportFile,
} from './entries-import.service.ts';

/** Progress streams as NDJSON; proxies must pass each line on as it comes. */
function ndjson(reply: FastifyReply) {
  reply.type('application/x-ndjson');
  reply.header('cache-control', 'no-store');
  reply.header('x-accel-buffering', 'no');
}

/** Import into a form: upload a spreadsheet then import it, or import from another form. */
export function entriesImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps: ImportDeps = {
    db: ctx.db,
    config: ctx.config,
    log: (error) => app.log.error({ err: error }, 'import failed'),
  };

  addRoute(
    app,
    contract.upload,
    async (request) => {
      const auth = await request.auth();
      if (!request.isMultipart()) throw badRequest(importMessages.onlySpreadsheets);
      const part = await request.file({ limits: { fileSize: IMPORT_MAX_FILE_MB * 1024 * 1024, files: 1 } });
      if (!part) throw badRequest(importMessages.onlySpreadsheets);
      try {
        return await uploadImportFile(deps, auth, request.params.formId, {
          fileName: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        });
      } finally {
        // A refused upload is still read to its end, so the client gets the answer and not a reset.
        part.file.resume();
      }
    },
    { status: 201 },
  );

  addRoute(app, contract.runFile, async (request, reply) => {
    const { formId, uploadId } = request.params;
    const lines = await runFileImport(deps, await request.auth(), formId, uploadId, request.body.mapping);
    ndjson(reply);
    return ctx.metrics.trackJob('import', lines);
  });

  addRoute(app, contract.sources, async (request) =>
    importSources(deps, await request.auth(), request.params.formId),
  );

  addRoute(app, contract.runForm, async (request, reply) => {
    const lines = await runFormImport(deps, await request.auth(), request.params.formId, request.body);
    ndjson(reply);
    return ctx.metrics.trackJob('import', lines);
  });
}

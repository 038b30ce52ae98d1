import { templateLibraryContract as contract } from '@atrium/domain/templates/template-library.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { importTemplate, updateImport } from './template-import.service.ts';
import { listLibrary, restoreImport, templateStructure } from './template-library.service.ts';
import { whatsNew } from './template-whats-new.service.ts';

/** Templates Library, import, update and restore: organisation admins only. */
export function templateLibraryRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.list, async (request) => listLibrary(ctx, await request.auth(), request.query));
  addRoute(app, contract.structure, async (request) =>
    templateStructure(ctx, await request.auth(), request.params.templateId),
  );
  addRoute(app, contract.whatsNew, async (request) =>
    whatsNew(ctx, await request.auth(), request.params.templateId),
  );
  addRoute(
    app,
    contract.import,
    async (request) => importTemplate(ctx, await request.auth(), request.params.templateId, request.body),
    { status: 201 },
  );
  addRoute(app, contract.update, async (request) =>
    updateImport(ctx, await request.auth(), request.params.templateId),
  );
  addRoute(app, contract.restore, async (request) =>
    restoreImport(ctx, await request.auth(), request.params.templateId),
  );
}

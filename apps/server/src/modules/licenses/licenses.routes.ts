import { licensesContract as op } from '@atrium/domain/licenses/licenses.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { addLicense, changeLicense, listOrgLicenses, removeLicense } from './licenses.service.ts';
import { deleteOrganization, organizationDetails, updateOrganization } from './organization-admin.service.ts';

/** Licenses and organisation details for the master admin. */
export function licensesRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, op.organization, async (request) => {
    const { actor } = await request.auth();
    return organizationDetails(ctx.db, actor, request.params.orgId);
  });
  addRoute(app, op.updateOrganization, async (request) => {
    const { actor } = await request.auth();
    return updateOrganization(ctx, actor, request.params.orgId, request.body);
  });
  addRoute(app, op.deleteOrganization, async (request) => {
    const { actor } = await request.auth();
    return deleteOrganization(ctx, actor, request.params.orgId);
  });

  addRoute(app, op.list, async (request) => {
    const { actor } = await request.auth();
    return listOrgLicenses(ctx.db, actor, request.params.orgId);
  });
  addRoute(
    app,
    op.add,
    async (request) => {
      const { actor } = await request.auth();
      return addLicense(ctx.db, actor, request.params.orgId, request.body);
    },
    { status: 201 },
  );
  addRoute(app, op.update, async (request) => {
    const { actor } = await request.auth();
    const { orgId, licenseId } = request.params;
    return changeLicense(ctx.db, actor, orgId, licenseId, request.body);
  });
  addRoute(app, op.remove, async (request) => {
    const { actor } = await request.auth();
    const { orgId, licenseId } = request.params;
    return removeLicense(ctx.db, actor, orgId, licenseId);
  });
}

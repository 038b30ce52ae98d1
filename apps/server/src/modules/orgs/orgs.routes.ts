import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { orgsContract } from '@atrium/domain/orgs/orgs.contract.ts';
import { orgMessages } from '@atrium/domain/orgs/orgs.messages.ts';
import { LOGO_MAX_BYTES } from '@atrium/domain/orgs/orgs.schemas.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { documentRoute } from '../../platform/http/api-document.ts';
import { badRequest, notFound, unauthenticated, validationFailed } from '../../platform/http/errors.ts';
import { addRoute } from '../../platform/http/route.ts';
import { refuseBadText } from '../../platform/http/text-guard.ts';
import { findOrganization, listOrganizations } from './orgs.repo.ts';
import {
  createOrganization,
  type LogoUpload,
  parseOrganizationFields,
  requireMasterAdmin,
  toOrganization,
} from './orgs.service.ts';

const MAX_TEXT_FIELDS = 20;

/** Reads the create form: text parts into fields, the optional `logo` part into memory (it is small). */
async function readCreateForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('Send the organization as multipart/form-data.');
  const fields: Record<string, string> = {};
  let logo: LogoUpload | null = null;
  for await (const part of request.parts({
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: MAX_TEXT_FIELDS },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'logo') throw badRequest(`Unexpected file field ${part.fieldname}.`);
      const data = await part.toBuffer();
      if (part.file.truncated)
        throw validationFailed(orgMessages.fixErrors, { logo: orgMessages.logoTooLarge });
      if (data.length > 0) logo = { mime: part.mimetype, data };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  refuseBadText(fields);
  return { fields, logo };
}

export function orgsRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(
    app,
    orgsContract.create,
    async (request) => {
      // The specification names its own words for this refusal (platform §5).
      const auth = await request.optionalAuth();
      if (!auth) throw unauthenticated(orgMessages.mustBeLoggedIn);
      const { actor } = auth;
      requireMasterAdmin(actor);
      const { fields, logo } = await readCreateForm(request);
      const organization = await createOrganization(ctx, actor, parseOrganizationFields(fields), logo);
      return { organization, signInPath: `/login/${organization.id}` };
    },
    { status: 201 },
  );

  addRoute(app, orgsContract.list, async (request) => {
    requireMasterAdmin((await request.auth()).actor);
    return { organizations: (await listOrganizations(ctx.db)).map(toOrganization) };
  });

  addRoute(app, orgsContract.publicInfo, async (request) => {
    const org = await findOrganization(ctx.db, request.params.orgId);
    if (!org) throw notFound(authMessages.orgMissing);
    return { id: org.id, name: org.name, logoUrl: toOrganization(org).logoUrl };
  });

  const logoParams = z.object({ orgId: z.string().max(40) });
  const logo = documentRoute(
    {
      operationId: 'orgs.logo',
      tag: 'orgs',
      method: 'GET',
      summary: 'The logo image of an organisation, for the sign-in chip and the top bar',
      params: logoParams,
      public: true,
    },
    { file: { mediaType: 'image/*', description: 'The logo image.' } },
  );
  app.get(
    '/api/orgs/:orgId/logo',
    { config: logo.config, schema: { ...logo.schema, params: logoParams } },
    async (request, reply) => {
      const { orgId } = request.params as { orgId: string };
      const org = await findOrganization(ctx.db, orgId);
      const file = org?.logoKey ? await ctx.storage.get(org.logoKey) : null;
      if (!org || !file) throw notFound(orgMessages.noLogo);
      // SVG logos could carry script: the sandbox CSP keeps them inert when opened directly.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      reply.header('cache-control', 'public, max-age=300');
      return reply.type(org.logoMime ?? 'application/octet-stream').send(file.stream);
    },
  );
}

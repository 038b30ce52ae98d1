import { appsContract } from '@atrium/domain/access/apps.contract.ts';
import { authContract } from '@atrium/domain/auth/auth.contract.ts';
import { creatorsContract } from '@atrium/domain/creators/creators.contract.ts';
import { meContract } from '@atrium/domain/me/me.contract.ts';
import { orgsContract } from '@atrium/domain/orgs/orgs.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;

beforeAll(async () => {
  server = await setUpServer();
});
afterAll(() => server?.tearDown());

/** `/api/orgs/:orgId/public` as OpenAPI writes it: `/api/orgs/{orgId}/public`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('health and API description', () => {
  it('answers ok once the database answers', async () => {
    const response = await call(server.app, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: server.ctx.database.kind });
  });

  it('describes every contract operation in the OpenAPI document', async () => {
    const response = await call(server.app, 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    // The foundation's operations; later domains add their own contracts and their own checks.
    const operations = [
      ...[authContract, meContract, orgsContract, creatorsContract].flatMap((c) => Object.values(c)),
      appsContract.list,
    ];
    for (const op of operations) {
      const path = document.paths[openApiPath(op.path)];
      expect(path, op.path).toBeDefined();
      expect(path?.[op.method.toLowerCase()], `${op.method} ${op.path}`).toBeDefined();
    }
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const response = await call(server.app, 'GET', '/api/x');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorOf(response).code).toBe('not_found');
    const post = await call(server.app, 'POST', '/api/x', { body: { a: 1 } });
    expect(post.statusCode).toBe(404);
    expect(errorOf(post).code).toBe('not_found');
  });
});

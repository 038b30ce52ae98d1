import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;

beforeAll(async () => {
  server = await setUpServer();
});
afterAll(() => server?.tearDown());

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { type?: string };
}
interface ApiOperation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface ApiDocument {
  tags: { name: string }[];
  paths: Record<string, Record<string, ApiOperation>>;
}

async function apiDocument() {
  const response = await call(server.app, 'GET', '/api/openapi.json');
  expect(response.statusCode).toBe(200);
  return { source: response.body, document: response.json() as ApiDocument };
}

function operationsOf(document: ApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
}

describe('the API document', () => {
  it('passes the recommended Redocly lint with no error and no warning', async () => {
    const { source } = await apiDocument();
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // Stricter than recommended: every operation's group is declared, with its description.
        'operation-tag-defined': 'error',
      },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const shown = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(shown).toEqual([]);
  }, 120_000);

  it('names, groups and refuses alike: a unique id, a tag and a 4xx answer for every operation', async () => {
    const { document } = await apiDocument();
    const operations = operationsOf(document);
    const declaredTags = new Set(document.tags.map((t) => t.name));
    const ids = new Set<string>();
    for (const { path, method, op } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
      expect(ids.has(op.operationId ?? ''), `${where}: ${op.operationId} twice`).toBe(false);
      ids.add(op.operationId ?? '');
      expect(op.tags?.length, where).toBe(1);
      expect(declaredTags.has(op.tags?.[0] ?? ''), where).toBe(true);
      expect(
        Object.keys(op.responses).some((status) => /^4\d\d$/.test(status)),
        where,
      ).toBe(true);
      expect(op.security, where).toBeDefined();
    }
    expect(operations.length).toBeGreaterThan(150);
  });

  it('lists 409 where a change can meet a newer version or a taken value', async () => {
    const { document } = await apiDocument();
    const conflicting = [
      'PATCH /api/forms/{formId}/entries/{entryId}',
      'PUT /api/forms/{formId}/field-config',
      'POST /api/expense/requests/{requestId}/items/{itemId}/decision',
      'POST /api/expense/requests/{requestId}/status',
      'POST /api/user-groups/{groupId}/restore',
      'POST /api/expense/payees',
    ];
    const answers = new Map(
      operationsOf(document).map(({ path, method, op }) => [`${method.toUpperCase()} ${path}`, op.responses]),
    );
    for (const where of conflicting) {
      expect(answers.get(where), `${where} is not in the document`).toBeDefined();
      expect(Object.keys(answers.get(where) ?? {}), where).toContain('409');
    }
  });

  it('describes the health check and the multipart uploads', async () => {
    const { document } = await apiDocument();
    expect(document.paths['/api/health']?.get).toMatchObject({
      operationId: 'system.health',
      tags: ['system'],
    });
    const form = (op: ApiOperation | undefined) =>
      (op?.requestBody as { content: Record<string, { schema: { properties: object } }> } | undefined)
        ?.content['multipart/form-data']?.schema.properties;
    expect(Object.keys(form(document.paths['/api/orgs']?.post) ?? {})).toEqual(
      expect.arrayContaining(['name', 'adminEmail', 'password', 'logo']),
    );
    expect(Object.keys(form(document.paths['/api/forms/{formId}/import/uploads']?.post) ?? {})).toEqual([
      'file',
    ]);
  });

  it('keeps its word on the session: an operation that asks for one refuses an anonymous call with 401', async () => {
    const { document } = await apiDocument();
    // Calls that reach the handler without a body or a query: path parameters get a well-formed value.
    const checked = operationsOf(document).filter(
      ({ op }) =>
        op.security?.length && !op.requestBody && !op.parameters?.some((p) => p.in === 'query' && p.required),
    );
    expect(checked.length).toBeGreaterThan(40);
    for (const { path, method, op } of checked) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        return parameter?.schema?.type === 'integer' ? '1' : '00000000-0000-4000-8000-000000000000';
      });
      const response = await call(server.app, method.toUpperCase() as 'GET', url);
      expect(response.statusCode, `${method.toUpperCase()} ${path}`).toBe(401);
    }
  });

  it('still serves the docs page', async () => {
    const page = await call(server.app, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const uiConfig = await call(server.app, 'GET', '/api/docs/json');
    expect(uiConfig.statusCode).toBe(200);
    expect((uiConfig.json() as { openapi: string }).openapi).toBe('3.1.0');
  });
});

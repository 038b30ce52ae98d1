import { afterAll, beforeAll, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import { templateDataApi } from './support/template-data-api.ts';
import { field, seedTemplate, signInCreator } from './support/templates-fixtures.ts';
import { setUpServer } from './support/test-app.ts';

// Open data lists of a template form refresh when its entries change.

let server: Awaited<ReturnType<typeof setUpServer>>;
let baseUrl: string;
let stream: EventStream | undefined;
beforeAll(async () => {
  server = await setUpServer();
  baseUrl = await listen(server.app);
});
afterAll(async () => {
  stream?.close();
  await server?.tearDown();
});

it('tells the tabs of creators that the entries of a template form changed', async () => {
  const creator = await signInCreator(server.app, await signInMaster(server.app));
  const other = await signInCreator(server.app, await signInMaster(server.app));
  const name = field('Name');
  const { template, forms } = await seedTemplate(server.ctx, creator, {
    forms: [{ name: 'F', fields: [name] }],
  });
  const formId = forms[0]?.id as string;
  stream = await openEventStream(baseUrl, other.cookie);
  const api = templateDataApi(server.app, creator.cookie, { templateId: template.id, formId });
  const created = await api.create({ [name.id]: 'x' });
  expect(created.statusCode).toBe(201);
  expect(await stream.next('entries.changed')).toEqual({ type: 'entries.changed', formId });
  expect((await api.remove(created.json().entry.id)).statusCode).toBe(200);
  expect(await stream.next('entries.changed')).toEqual({ type: 'entries.changed', formId });
});

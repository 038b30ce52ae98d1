import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { field, seedTemplate, signInCreator } from './support/templates-fixtures.ts';
import { setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
beforeAll(async () => {
  server = await setUpServer();
});
afterAll(() => server?.tearDown());

it('seeds a released template of two forms in the creators workspace', async () => {
  const creator = await signInCreator(server.app, await signInMaster(server.app));
  const { template, forms } = await seedTemplate(server.ctx, creator, {
    forms: [
      { name: 'Villages', fields: [field('Village')] },
      { name: 'Visits', fields: [field('Date', { type: 'date' })] },
    ],
  });
  expect(template.releasedVersion).toBe(1);
  expect(forms).toHaveLength(2);
  expect(forms[0]?.orgId).toBe('creator');
});

import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { baseUrlOf, type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { squarePng } from '../support/png.ts';

const TITLE = 'titleFl1';
const PHOTO = 'photoFl1';

let org: SeededOrg;
let baseURL: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  org = await seedOrganization(playwright, testInfo, { label: 'File Uploads Org', adminName: 'Uma Upload' });
  baseURL = baseUrlOf(testInfo);
});

/** A real PNG followed by 2.5 MB that image decoders ignore: the upload takes three 1 MiB chunks. */
const photo = () => Buffer.concat([squarePng(120, [200, 60, 30]), randomBytes(2.5 * 1024 * 1024)]);

test('a photo uploads with a progress bar, is submitted, and shows in the entry', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  await signInAsOrgAdmin(api, org);
  const created = await api.post('/api/forms', {
    data: {
      name: 'Site visits',
      fieldConfig: [
        { id: TITLE, label: 'Title', type: 'text', required: true },
        { id: PHOTO, label: 'Photo', type: 'file', accept: ['.png', '.jpg'] },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const formId = ((await created.json()) as { form: { id: string } }).form.id;
  await api.dispose();

  // Each chunk waits a moment on its way, so the progress bar is seen moving.
  await page.route('**/api/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });

  await signInAsOrgAdmin(page.request, org);
  await page.goto(`/form-management/forms/${formId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site visits' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('North gate');

  await page
    .getByLabel('Photo files')
    .setInputFiles({ name: 'gate.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText('.exe file is not allowed')).toBeVisible();

  await page
    .getByLabel('Photo files')
    .setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: photo() });
  await expect(page.getByRole('img', { name: 'Preview of gate.png' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Uploading files' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByText('Form submitted successfully!')).toBeVisible({ timeout: 30_000 });

  // The stored entry holds the file under the organisation and form, and its preview loads from the server.
  const listed = await page.request.get(`/api/forms/${formId}/entries`);
  const { entries } = (await listed.json()) as {
    entries: Array<{ id: string; data: Record<string, unknown> }>;
  };
  const [file] = (entries[0]?.data[PHOTO] ?? []) as Array<{ id: string; name: string; size: number }>;
  expect(file?.name).toBe('gate.png');
  expect(file?.id.startsWith(`${org.id}/data-${formId}/field-${PHOTO}/`)).toBe(true);
  const served = await page.request.get(`/api/files?key=${encodeURIComponent(file?.id ?? '')}`);
  expect(served.headers()['content-type']).toBe('image/png');
  expect((await served.body()).length).toBe(file?.size);

  // The table offers the file by name; its preview fails once, says so, and loads on Retry.
  let failNext = true;
  await page.route('**/api/files?**', async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    await route.fulfill({ status: 503, body: 'unavailable' });
  });
  await page.goto(`/form-management/form-data/${formId}`);
  await page.getByRole('button', { name: 'gate.png', exact: true }).click();
  const previewDialog = page.getByRole('dialog', { name: 'gate.png' });
  await expect(previewDialog.getByText('Failed to load preview')).toBeVisible();
  await previewDialog.getByRole('button', { name: 'Retry' }).click();
  const image = previewDialog.getByRole('img', { name: 'gate.png' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(120);
  await expectAccessible(page);
  await previewDialog.getByRole('button', { name: 'Close' }).click();

  // The edit dialog shows the stored file in the same file input the entry screen has.
  await page.getByRole('button', { name: /^Edit entry / }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Preview of gate.png' })).toBeVisible();
});

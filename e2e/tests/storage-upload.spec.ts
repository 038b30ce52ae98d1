import { expect } from '@playwright/test';
import config from '../playwright.config.ts';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  chooseFile,
  chooseUploadFolder,
  createFolderApi,
  listFiles,
  pullDown,
  slowChunks,
  smallPdf,
  startUpload,
  toast,
  todayYearMonth,
  watchCameraStreams,
} from '../support/storage-ui.ts';
import { sideMenu } from '../support/ui.ts';

// Chromium's fake camera answers getUserMedia with a test picture, and grants the permission by itself.
const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [...(base.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Storage Upload Org',
    adminName: 'Uri Uploader',
  });
});

test('a PDF and a camera photo are uploaded into a ym folder; the same PDF again is named as a duplicate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOrgAdmin(page.request, org);
  const token = uniqueToken();
  const folder = await createFolderApi(page.request, {
    basePath: `bills_${token}`,
    displayName: `Bills ${token}`,
    creationConfig: 'ym',
  });
  const pdf = { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: smallPdf(`Invoice ${token}`) };

  await page.goto('/storage/upload-bills');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Bills' })).toBeVisible();
  const uploadButton = page.getByRole('button', { name: 'Upload', exact: true });
  await uploadButton.click();
  await expect(toast(page, 'Please select a folder name')).toBeVisible();
  await page.getByRole('button', { name: 'Choose File' }).click();
  await expect(toast(page, 'Please select folder name first')).toBeVisible();
  await chooseUploadFolder(page, folder.displayName);
  await uploadButton.click();
  await expect(toast(page, 'No file selected for upload.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // A PDF issued on the 1st of this month, renamed; its extension stays.
  await chooseFile(page, pdf);
  await page.getByRole('textbox', { name: 'File Name' }).fill(`march-${token}`);
  const [year, month] = todayYearMonth().split('/');
  const issued = page.getByRole('group', { name: 'Issued Date' });
  // Tomorrow is refused on the device before anything is sent.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  await issued.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(
    `${two(tomorrow.getDate())}${two(tomorrow.getMonth() + 1)}${tomorrow.getFullYear()}`,
  );
  await uploadButton.click();
  await expect(page.getByText('The issued date cannot be later than today.')).toBeVisible();
  await issued.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`01${month}${year}`);
  await uploadButton.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Upload' });
  await expect(confirm).toContainText(`Upload "march-${token}.pdf" to ${folder.displayName}?`);
  await expectAccessible(page);
  await expectFitsPhone(page);
  await confirm.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, `File "march-${token}.pdf" uploaded successfully.`)).toBeVisible();

  // The camera is let go when its dialog closes (the browser's own streams are watched, not replaced).
  const liveTracks = await watchCameraStreams(page);
  await page.getByRole('button', { name: 'Take Photo' }).click();
  await expect.poll(liveTracks).toBe(1);
  await page.getByRole('dialog', { name: 'Take Photo' }).getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(liveTracks).toBe(0);

  // A photo from the (fake) camera.
  await page.getByRole('button', { name: 'Take Photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take Photo' });
  const capture = camera.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await capture.click();
  await expect(camera).toBeHidden();
  await expect.poll(liveTracks).toBe(0);
  await uploadButton.click();
  await page.getByRole('dialog', { name: 'Confirm Upload' }).getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByText(/^File "photo-\d{8}-\d{6}\.jpg" uploaded successfully\.$/).last(),
  ).toBeVisible();

  // Both are listed where the folder's creation configuration puts them.
  const files = await listFiles(page.request, folder.id);
  const paths = files.map((file) => file.path).sort();
  expect(paths).toHaveLength(2);
  expect(paths[0]).toBe(`bills_${token}/${year}/${month}/march-${token}.pdf`);
  expect(paths[1]).toMatch(new RegExp(`^bills_${token}/\\d{4}/\\d{2}/photo-\\d{8}-\\d{6}\\.jpg$`));

  // The same PDF again: the warning names the earlier file; Cancel keeps one, Upload anyway keeps both.
  await chooseFile(page, pdf);
  await uploadButton.click();
  await page.getByRole('dialog', { name: 'Confirm Upload' }).getByRole('button', { name: 'Upload' }).click();
  const duplicate = page.getByRole('dialog', { name: 'File already uploaded' });
  await expect(duplicate).toContainText(
    `This file was already uploaded to this folder as "march-${token}.pdf" on`,
  );
  await expectAccessible(page);
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem', { name: 'invoice.pdf' }).first()).toContainText('Cancelled');
  await chooseFile(page, pdf);
  await page.getByRole('textbox', { name: 'File Name' }).fill(`again-${token}`);
  await uploadButton.click();
  await page.getByRole('dialog', { name: 'Confirm Upload' }).getByRole('button', { name: 'Upload' }).click();
  await duplicate.getByRole('button', { name: 'Upload anyway' }).click();
  await expect(toast(page, `File "again-${token}.pdf" uploaded successfully.`)).toBeVisible();
  expect(await listFiles(page.request, folder.id)).toHaveLength(3);
});

test('an upload waits while the device is offline and goes on when it is back; one cut by a closed tab resumes', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOrgAdmin(page.request, org);
  const token = uniqueToken();
  const folder = await createFolderApi(page.request, {
    basePath: `queue_${token}`,
    displayName: `Queue ${token}`,
    creationConfig: 'none',
  });
  // Six 1 MiB chunks and a little: a PDF by its first bytes, padded after its end.
  const big = (words: string) => Buffer.concat([smallPdf(words), Buffer.alloc(6 * 1024 * 1024, 0x20)]);

  // Offline mid-upload: the file waits in the queue, then goes on by itself.
  const offline = {
    name: `offline-${token}.pdf`,
    mimeType: 'application/pdf',
    buffer: big(`Offline ${token}`),
  };
  await slowChunks(page);
  await startUpload(page, folder.displayName, offline);
  const item = page.getByRole('listitem', { name: offline.name });
  await expect(item).toContainText(/[1-9]\d*% · /);
  await context.setOffline(true);
  await expect(item).toContainText(
    'Waiting for the connection to come back. The upload will continue by itself.',
  );
  await expectAccessible(page);
  // Leaving the screen does not lose the queue: the upload goes on when the connection returns.
  await sideMenu(page).getByRole('link', { name: 'Storage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await context.setOffline(false);
  await expect(toast(page, `File "${offline.name}" uploaded successfully.`)).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('link', { name: /^Upload Bills/ })
    .first()
    .click();
  await expect(item).toContainText('Uploaded');
  await page.getByRole('button', { name: 'Clear finished' }).click();
  await expect(item).toHaveCount(0);

  // A tab closed mid-upload: the same file chosen again in a new tab goes on from where the server stopped.
  const resumable = {
    name: `resume-${token}.pdf`,
    mimeType: 'application/pdf',
    buffer: big(`Resume ${token}`),
  };
  const first = await context.newPage();
  await slowChunks(first);
  await startUpload(first, folder.displayName, resumable);
  await expect(first.getByRole('listitem', { name: resumable.name })).toContainText(/([3-9]\d)% · /);
  await first.close();

  const second = await context.newPage();
  const offsets: number[] = [];
  second.on('request', (request) => {
    if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
  });
  await startUpload(second, folder.displayName, resumable);
  await expect(toast(second, 'Upload resumed where it stopped.')).toBeVisible();
  await expect(toast(second, `File "${resumable.name}" uploaded successfully.`)).toBeVisible({
    timeout: 30_000,
  });
  expect(offsets[0]).toBeGreaterThan(0);
  const names = (await listFiles(page.request, folder.id)).map((file) => file.fileName).sort();
  expect(names).toEqual([offline.name, resumable.name].sort());
});

test('pulling the page down by more than 70 px, or Refresh, loads the folders again', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  let loads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/storage/my-folders') loads += 1;
  });
  await page.goto('/storage/upload-bills');
  await expect(page.getByRole('combobox', { name: 'Folder Name' })).toBeEnabled();
  await expect.poll(() => loads).toBe(1);

  // A short pull does nothing; a longer one loads the folders again.
  await pullDown(page, 50);
  await page.waitForTimeout(500);
  expect(loads).toBe(1);
  await pullDown(page, 120);
  await expect.poll(() => loads).toBe(2);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => loads).toBe(3);
});

test('a folder list that fails to load, and a file whose content is not what its name says, are named', async ({
  page,
}) => {
  await signInAsOrgAdmin(page.request, org);
  const token = uniqueToken();
  const folder = await createFolderApi(page.request, {
    basePath: `refused_${token}`,
    displayName: `Refused ${token}`,
    creationConfig: 'y',
  });

  // The server is unreachable for the folder list.
  await page.route('**/api/storage/my-folders', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/storage/upload-bills');
  await expect(toast(page, 'Failed to load folder names')).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/api/storage/my-folders');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await chooseUploadFolder(page, folder.displayName);

  // A type not accepted, or a name with a path in it, is refused on the device before anything is sent.
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
  await upload.click();
  await expect(
    toast(page, 'Only images, PDF, Word (doc, docx) and Excel (xls, xlsx) files can be uploaded.'),
  ).toBeVisible();
  await chooseFile(page, { name: 'bill.pdf', mimeType: 'application/pdf', buffer: smallPdf(token) });
  await page.getByRole('textbox', { name: 'File Name' }).fill('../bill');
  await upload.click();
  await expect(
    toast(page, 'The file name is not valid: use at most 255 bytes, without slashes or control characters.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm Upload' })).toHaveCount(0);

  // Text named .pdf: the server looks at the content and refuses; its words are shown as they are.
  await chooseFile(page, {
    name: `notes-${token}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('just text'),
  });
  await upload.click();
  await page.getByRole('dialog', { name: 'Confirm Upload' }).getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/^The file's content is not a \.?pdf file\./).last()).toBeVisible();
  await expect(page.getByRole('listitem', { name: `notes-${token}.pdf` })).toContainText('Failed');
  expect(await listFiles(page.request, folder.id)).toHaveLength(0);
});

test('a camera the browser refuses is named, and the dialog offers nothing to capture', async ({
  playwright,
}, testInfo) => {
  // A browser of its own, without the fake camera: headless Chromium refuses the camera.
  const browser = await playwright.chromium.launch(base);
  try {
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await signInAsOrgAdmin(page.request, org);
    const token = uniqueToken();
    const folder = await createFolderApi(page.request, {
      basePath: `nocam_${token}`,
      displayName: `No camera ${token}`,
      creationConfig: 'y',
    });
    await page.goto('/storage/upload-bills');
    await chooseUploadFolder(page, folder.displayName);
    await page.getByRole('button', { name: 'Take Photo' }).click();
    await expect(toast(page, 'Failed to access webcam. Please check permissions.')).toBeVisible();
    const camera = page.getByRole('dialog', { name: 'Take Photo' });
    await expect(camera.getByRole('button', { name: 'Capture' })).toBeDisabled();
    await camera.getByRole('button', { name: 'Cancel' }).click();
    await expect(camera).toBeHidden();
  } finally {
    await browser.close();
  }
});

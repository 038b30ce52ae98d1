import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { baseUrlOf, type SeededOrg, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import {
  dayFromToday as day,
  type SeededFile,
  type SeededFolder,
  type StorageViewSeed,
  seedStorageView,
  signInAsMember,
  tinyDocx,
  tinyPdf,
  uploadStorageFile,
} from '../support/storage-api.ts';

const VIEW = '/storage/view-uploaded-bills';

let seed: StorageViewSeed;
let org: SeededOrg;
let baseURL: string;
let folder: SeededFolder;
let pdf: SeededFile;
let png: SeededFile;
let own: SeededFile;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  baseURL = baseUrlOf(testInfo);
  seed = await seedStorageView(playwright, testInfo);
  ({ org, folder, pdf, png, own } = seed);
});

/** The newest toast with these words (an earlier one may still be fading). */
const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();
const cards = (page: Page) => page.getByRole('list', { name: 'Files' }).getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openList(page: Page) {
  await page.goto(VIEW);
  await expect(page.getByRole('heading', { level: 1, name: 'View Uploaded Files' })).toBeVisible();
}

/** Types a date into a date field of the filter dialog: from its day section, the digits fill it in order. */
async function typeDate(dialog: Locator, label: string, typed: string) {
  await dialog.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' }).click();
  await dialog.page().keyboard.type(typed);
}

test('the org admin finds files by issued dates and by uploader; the filters live in the address', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOrgAdmin(page.request, org);
  await openList(page);
  await expect(cards(page)).toHaveCount(3);
  const receipt = card(page, png.fileName);
  await expect(receipt.getByRole('img', { name: `Thumbnail of ${png.fileName}` })).toBeVisible();
  await expect(receipt.getByText(day(-5).shown)).toBeVisible();
  await expect(receipt.getByText('Utility Bills')).toBeVisible();
  await expect(card(page, own.fileName).getByText('Vera Viewer')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The issued range: 'to' waits for 'from', and 'from' may not be in the future.
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter files' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  await expect(
    dialog.getByRole('group', { name: 'Issued to' }).getByRole('spinbutton').first(),
  ).toBeDisabled();
  await typeDate(dialog, 'Issued from', day(3).typed);
  await expect(dialog.getByText("The 'from' date cannot be in the future.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await typeDate(dialog, 'Issued from', day(-45).typed);
  await typeDate(dialog, 'Issued to', day(-50).typed);
  await expect(dialog.getByText("The 'to' date cannot be before the 'from' date.")).toBeVisible();
  await typeDate(dialog, 'Issued to', day(-30).typed);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`issuedFrom=${day(-45).iso}&issuedTo=${day(-30).iso}`));
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, pdf.fileName)).toBeVisible();

  // The address is the filter: a reload keeps it, Back steps out of it.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await page.goBack();
  await expect(cards(page)).toHaveCount(3);

  // The uploader, offered once a folder whose roles allow it is chosen.
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Uploaded by' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'Utility Bills' }).click();
  await dialog.getByRole('combobox', { name: 'Uploaded by' }).click();
  await page.getByRole('option', { name: 'Vera Viewer' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, own.fileName)).toBeVisible();
  await expect(page.getByText(/Utility Bills · uploaded by Vera Viewer/)).toBeVisible();

  // Nothing issued in a range with no bills: the spec's warning.
  await page.goto(`${VIEW}?issuedFrom=${day(-100).iso}&issuedTo=${day(-90).iso}`);
  await expect(page.getByRole('alert').filter({ hasText: 'No files found' })).toBeVisible();
});

test('the preview zooms and rotates an image, shows a PDF, downloads the same bytes and shares', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOrgAdmin(page.request, org);
  await openList(page);

  await card(page, png.fileName)
    .getByRole('button', { name: `Preview ${png.fileName}` })
    .click();
  const preview = page.getByRole('dialog', { name: png.fileName });
  const image = preview.getByRole('img', { name: png.fileName });
  await expect(image).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  const before = (await image.boundingBox())?.width ?? 0;
  await expect(preview.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect(preview.getByRole('status', { name: 'Zoom' })).toHaveText('140%');
  await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.3);
  await preview.getByRole('button', { name: 'Rotate' }).click();
  // A quarter turn: the transform's matrix is (0, 1, -1, 0).
  await expect(image).toHaveCSS('transform', /^matrix\([-\d.e]+, 1, -1, [-\d.e]+, 0, 0\)$/);
  for (let i = 0; i < 8; i += 1) await preview.getByRole('button', { name: 'Zoom in' }).click();
  await expect(preview.getByRole('status', { name: 'Zoom' })).toHaveText('300%');
  await expect(preview.getByRole('button', { name: 'Zoom in' })).toBeDisabled();

  // Download: the bytes that arrive are the bytes that were uploaded.
  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(png.fileName);
  expect(Buffer.compare(await readFile(await download.path()), seed.bytes.png)).toBe(0);
  await expect(toast(page, 'File downloaded successfully!')).toBeVisible();

  // This browser cannot share files: the file is downloaded instead, and the user is told.
  const shared = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Share' }).click();
  expect(Buffer.compare(await readFile(await (await shared).path()), seed.bytes.png)).toBe(0);
  await expect(
    toast(page, 'Sharing not supported in this browser. File has been downloaded instead.'),
  ).toBeVisible();

  // Open in new tab: the image itself, shown in the browser.
  const opened = page.waitForEvent('popup');
  await preview.getByRole('link', { name: 'Open in new tab' }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toContain(`/api/storage/files/${png.id}/content?inline=1`);
  await tab.close();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // The PDF in the browser's own viewer, with the same tools.
  const pdfAnswer = page.waitForResponse((r) => r.url().includes(`/api/storage/files/${pdf.id}/content`));
  await card(page, pdf.fileName)
    .getByRole('button', { name: `Preview ${pdf.fileName}` })
    .click();
  const pdfPreview = page.getByRole('dialog', { name: pdf.fileName });
  await expect(pdfPreview.locator(`iframe[title="${pdf.fileName}"]`)).toBeVisible();
  const answer = await pdfAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  await expect(pdfPreview.getByRole('button', { name: 'Rotate' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
});

test('download all gives one zip of the uploads; a long press chooses a file to download alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOrgAdmin(page.request, org);
  await openList(page);
  await expect(cards(page)).toHaveCount(3);

  const zipping = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all' }).click();
  await expect(toast(page, 'All files downloaded.')).toBeVisible();
  const entries = unzipSync(await readFile(await (await zipping).path()));
  const names = Object.keys(entries);
  expect(names).toHaveLength(3);
  const entryOf = (name: string) => entries[names.find((entry) => entry.endsWith(name)) ?? ''];
  expect(Buffer.compare(Buffer.from(entryOf(pdf.fileName) ?? []), seed.bytes.pdf)).toBe(0);
  expect(Buffer.compare(Buffer.from(entryOf(png.fileName) ?? []), seed.bytes.png)).toBe(0);
  expect(Buffer.compare(Buffer.from(entryOf(own.fileName) ?? []), seed.bytes.own)).toBe(0);

  // A long press chooses the card instead of opening it.
  const target = card(page, pdf.fileName).getByRole('button', { name: `Preview ${pdf.fileName}` });
  const box = await target.boundingBox();
  if (!box) throw new Error('The card is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(1000);
  await page.mouse.up();
  await expect(page.getByRole('checkbox', { name: `Select ${pdf.fileName}` })).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '1 selected' })).toBeVisible();
  await expectAccessible(page);

  // While choosing, a click chooses too; the zip holds only what is chosen.
  await card(page, own.fileName)
    .getByRole('button', { name: `Choose ${own.fileName}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
  await card(page, own.fileName)
    .getByRole('button', { name: `Choose ${own.fileName}` })
    .click();
  const chosen = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download selected' }).click();
  const chosenEntries = Object.keys(unzipSync(await readFile(await (await chosen).path())));
  expect(chosenEntries).toHaveLength(1);
  expect(chosenEntries[0]).toContain(pdf.fileName);

  // By keyboard: the card's checkbox.
  await page.getByRole('checkbox', { name: `Select ${png.fileName}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByRole('status').filter({ hasText: '3 selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByRole('link', { name: 'Download all' })).toBeVisible();
});

test('uploads made elsewhere appear live; the org admin deletes one file, then the chosen ones', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signInAsOrgAdmin(page.request, org);
  await openList(page);
  await expect(cards(page)).toHaveCount(3);

  // Uploaded by another client while the list is open: the live event brings them in without a reload.
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsOrgAdmin(admin, org);
  const upload = (filename: string) =>
    uploadStorageFile(admin, baseURL, {
      folderId: folder.id,
      issuedOn: day(-1).iso,
      filename,
      filetype: 'application/pdf',
      bytes: tinyPdf(filename),
    });
  const doomed = await upload('duplicate-invoice.pdf');
  const first = await upload('old-quote.pdf');
  const second = await upload('void-receipt.pdf');
  await expect(cards(page)).toHaveCount(6);

  await card(page, doomed.fileName)
    .getByRole('button', { name: `Delete ${doomed.fileName}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete file?' });
  await expect(confirm).toContainText(`Delete "${doomed.fileName}"?`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, doomed.fileName)).toBeVisible();

  await card(page, doomed.fileName)
    .getByRole('button', { name: `Delete ${doomed.fileName}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'File deleted successfully.')).toBeVisible();
  await expect(card(page, doomed.fileName)).toHaveCount(0);
  // Gone for the server too: its content answers 404.
  expect((await page.request.get(`/api/storage/files/${doomed.id}/content`)).status()).toBe(404);

  // The chosen files, deleted together.
  await page.getByRole('checkbox', { name: `Select ${first.fileName}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second.fileName}` }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirmMany = page.getByRole('dialog', { name: 'Delete files?' });
  await expect(confirmMany).toContainText('Delete 2 files?');
  await confirmMany.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '2 files deleted.')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);

  // A file deleted elsewhere while its preview is open: the server's words are shown as they are.
  const stale = await upload('stale-bill.pdf');
  await expect(card(page, stale.fileName)).toBeVisible();
  await card(page, stale.fileName)
    .getByRole('button', { name: `Preview ${stale.fileName}` })
    .click();
  const preview = page.getByRole('dialog', { name: stale.fileName });
  await expect(preview).toBeVisible();
  expect((await admin.delete(`/api/storage/files/${stale.id}`)).ok()).toBe(true);
  await preview.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete file?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'File not found or already deleted.')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  // A Word file is offered for download, and may be deleted from its preview.
  const docxBytes = tinyDocx();
  const contract = await uploadStorageFile(admin, baseURL, {
    folderId: folder.id,
    issuedOn: day(-3).iso,
    filename: 'contract.docx',
    filetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: docxBytes,
  });
  await admin.dispose();
  await card(page, contract.fileName)
    .getByRole('button', { name: `Preview ${contract.fileName}` })
    .click();
  const docPreview = page.getByRole('dialog', { name: contract.fileName });
  await expect(
    docPreview.getByText('This type of file cannot be previewed here. Download it to open it.'),
  ).toBeVisible();
  await expect(docPreview.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await docPreview.getByRole('button', { name: 'Download' }).click();
  expect(Buffer.compare(await readFile(await (await downloading).path()), docxBytes)).toBe(0);
  await docPreview.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete file?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'File deleted successfully.')).toBeVisible();
  await expect(docPreview).toBeHidden();
  await expect(cards(page)).toHaveCount(3);
});

test('a view_all user without edit roles sees every file, filters by uploader, and is offered no delete', async ({
  page,
}) => {
  await signInAsMember(page.request, org, seed.watcher);
  await openList(page);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Select ${pdf.fileName}` }).check();
  await expect(page.getByRole('status').filter({ hasText: '1 selected' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete selected' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter files' });
  await dialog.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'Utility Bills' }).click();
  await dialog.getByRole('combobox', { name: 'Uploaded by' }).click();
  await page.getByRole('option', { name: 'Ana Admin' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, own.fileName)).toHaveCount(0);
  // The server refuses the delete the screen does not offer.
  expect((await page.request.delete(`/api/storage/files/${pdf.id}`)).status()).toBe(403);
});

test('a view_self user sees only their own file and cannot delete the admin’s', async ({ page }) => {
  await signInAsMember(page.request, org, seed.viewer);
  await openList(page);
  await expect(cards(page)).toHaveCount(1);
  const mine = card(page, own.fileName);
  await expect(mine).toBeVisible();
  // edit_self: their own file may be deleted by them.
  await expect(mine.getByRole('button', { name: `Delete ${own.fileName}` })).toBeVisible();
  await expect(card(page, pdf.fileName)).toHaveCount(0);
  await expect(card(page, png.fileName)).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);

  // Only view_all users filter by uploader.
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter files' });
  await dialog.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: 'Utility Bills' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Uploaded by' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // An address naming a folder that is not there: the server's words, and Retry.
  await page.goto(`${VIEW}?folderId=00000000-0000-4000-8000-000000000000`);
  const failure = page.getByRole('alert').filter({ hasText: 'Folder not found.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page);

  // The server refuses what the screen does not offer.
  const refused = await page.request.delete(`/api/storage/files/${png.id}`);
  expect([403, 404]).toContain(refused.status());
  expect((await page.request.get(`/api/storage/files/${png.id}/content`)).status()).toBe(404);
});

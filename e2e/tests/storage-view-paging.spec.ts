import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { baseUrlOf, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { test } from '../support/checks.ts';
import { createFolder, dayFromToday as day, tinyPdf, uploadStorageFile } from '../support/storage-api.ts';

// View Uploaded Files with more files than one page holds (its own organisation: counts stay exact).

const cards = (page: Page) => page.getByRole('list', { name: 'Files' }).getByRole('article');

test('a large folder pages as the list scrolls, and download all holds every file of the filters', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = baseUrlOf(testInfo);
  const big = await seedOrganization(playwright, testInfo, { label: 'Storage Paging Org' });
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsOrgAdmin(admin, big);
  const archive = await createFolder(admin, 'Archive', 'y');
  const total = 55;
  // Five at a time: quick to seed without crowding a shared machine.
  for (let start = 0; start < total; start += 5) {
    await Promise.all(
      Array.from({ length: Math.min(5, total - start) }, (_, i) =>
        uploadStorageFile(admin, baseURL, {
          folderId: archive.id,
          issuedOn: day(-10).iso,
          filename: `statement-${String(start + i).padStart(2, '0')}.pdf`,
          filetype: 'application/pdf',
          bytes: tinyPdf(`Statement ${start + i}`),
        }),
      ),
    );
  }
  await admin.dispose();

  await signInAsOrgAdmin(page.request, big);
  await page.goto('/storage/view-uploaded-bills');
  await expect(cards(page)).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const zipping = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all' }).click();
  const entries = Object.keys(unzipSync(await readFile(await (await zipping).path())));
  expect(entries).toHaveLength(total);
});

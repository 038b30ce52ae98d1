import { expect, type Page, test } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone } from '../support/checks.ts';
import {
  libraryDatabaseUrl,
  releaseVersionTwo,
  type SeededTemplate,
  seedFieldId,
  seedReleasedTemplate,
} from '../support/template-library.ts';

// An organisation admin imports a released template, then takes its second release, which appears while the
// page is open. Templates are seeded in the server's PostgreSQL database (the creators' screens are another
// journey's), so this journey runs when DATABASE_URL names it:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/atrium_e2e E2E_PORT=3223 \
//     npx playwright test -c e2e/playwright.config.ts tests/templates-library.spec.ts

test.skip(!libraryDatabaseUrl(), 'needs DATABASE_URL: templates are seeded in the server database');

let org: SeededOrg;
let template: SeededTemplate;
const village = { id: seedFieldId(), label: 'Village' };
const head = { id: seedFieldId(), label: 'Head' };

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Library Org', adminName: 'Lina Library' });
  template = await seedReleasedTemplate(`Household survey ${uniqueToken()}`, [
    { name: 'Villages', fields: [village, head] },
    { name: 'Visits', fields: [{ id: seedFieldId(), label: 'Visit date', type: 'date', required: true }] },
  ]);
});

const toast = (page: Page, message: string) => page.getByText(message, { exact: true }).last();
const card = (page: Page) => page.getByRole('article', { name: template.name });

async function checkDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  return dialog;
}

test('an admin views, imports and updates a template from the library', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates Library' })).toBeVisible();
  await expect(page.getByText('Total Templates')).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByText('v1 Released')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The structure of the release: forms, fields, type names and Required chips.
  await card(page)
    .getByRole('button', { name: `View ${template.name}` })
    .click();
  const structure = await checkDialog(page, `Template Structure: ${template.name}`);
  await expect(
    structure.getByRole('region', { name: 'Villages' }).getByText('Village', { exact: true }),
  ).toBeVisible();
  await expect(structure.getByRole('region', { name: 'Visits' }).getByText('Required')).toBeVisible();
  await structure.getByRole('button', { name: 'Close' }).click();

  // Import: the name is required, then the template arrives as a form group.
  await card(page)
    .getByRole('button', { name: `Import ${template.name}` })
    .click();
  const dialog = await checkDialog(page, 'Import Template');
  await dialog.getByLabel('Form Group Name').fill(' ');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Form Group Name').fill(`Households ${uniqueToken()}`);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, `Template "${template.name}" imported successfully with 2 forms!`)).toBeVisible();
  await expect(card(page).getByText('Imported Up-to-date')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Imported' })).toBeDisabled();

  // A second release appears without a reload.
  await releaseVersionTwo(template, {
    [template.forms[0]?.id ?? '']: [
      { ...village, required: true },
      { ...head, label: 'Head of household' },
      { id: seedFieldId(), label: 'Population', type: 'number' },
    ],
  });
  await expect(card(page).getByText('Update Available')).toBeVisible();
  await expect(card(page).getByText('v2 Released')).toBeVisible();

  await card(page)
    .getByRole('button', { name: `What's New in ${template.name}` })
    .click();
  const news = await checkDialog(page, "What's New");
  await expect(news.getByText('Field "Village" made required in "Villages"')).toBeVisible();
  await expect(news.getByText('Field "Head" renamed to "Head of household" in "Villages"')).toBeVisible();
  await expect(news.getByText('Village made required: no existing entry has it empty')).toBeVisible();
  await expect(news.getByRole('button', { name: 'Copy Diff JSON' })).toBeVisible();
  await news.getByRole('button', { name: 'Close' }).click();

  await card(page)
    .getByRole('button', { name: `Update ${template.name}` })
    .click();
  const update = await checkDialog(page, 'Update Template');
  await expect(update.getByText('v1', { exact: true })).toBeVisible();
  await expect(update.getByText('v2', { exact: true })).toBeVisible();
  await expect(update.getByRole('region', { name: 'Safety summary' })).toBeVisible();
  await update.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(
    toast(
      page,
      `Template "${template.name}" updated successfully! 2 forms updated with latest field configurations and sample data.`,
    ),
  ).toBeVisible();
  await expect(card(page).getByText('Imported Up-to-date')).toBeVisible();
});

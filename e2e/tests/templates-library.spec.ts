import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { bodyRows } from '../support/entries-table.ts';
import {
  addTemplateEntry,
  type CreatorSession,
  createTemplateDraft,
  newCreatorSession,
  releaseDraft,
  releaseHistoryVersion,
  type SeededTemplate,
  saveDraftFields,
  seedPublishedTemplate,
  templateField,
} from '../support/templates-api.ts';

// An organisation admin imports a released template (with its sample rows), then takes its second release,
// which appears while the page is open. A creator makes and releases the template through the API.

let org: SeededOrg;
let creator: CreatorSession;
let template: SeededTemplate;
const village = templateField('Village');
const head = templateField('Head');
/** Six entries on Villages, all offered as samples: an import takes at most five, the newest. */
const SAMPLE_VILLAGES = ['Amber', 'Birch', 'Cedar', 'Dale', 'Elm', 'Fern'].map((name) => `${name} Hollow`);

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, { label: 'Library Org', adminName: 'Lina Library' });
  creator = await newCreatorSession(playwright, testInfo);
  template = await seedPublishedTemplate(creator.api, {
    name: `Household survey ${uniqueToken()}`,
    description: 'Household visits with villages',
    forms: [
      { name: 'Villages', fields: [village, head] },
      { name: 'Visits', fields: [templateField('Visit date', { type: 'date', required: true })] },
    ],
  });
  const villages = villagesForm();
  const entryIds: string[] = [];
  // One at a time, so their order (newest last) is known.
  for (const name of SAMPLE_VILLAGES) {
    entryIds.push(
      await addTemplateEntry(creator.api, template.id, villages.id, {
        [village.id]: name,
        [head.id]: `Head of ${name}`,
      }),
    );
  }
  await releaseHistoryVersion(creator.api, template.id, 1, { sampleEntryIds: { [villages.id]: entryIds } });
});

test.afterAll(async () => {
  await creator?.api.dispose();
});

function villagesForm() {
  const form = template.forms[0];
  if (!form) throw new Error('The template has no Villages form.');
  return form;
}

/** Version 2: Village made required, Head renamed, Population added; Visits unchanged. */
async function releaseVersionTwo() {
  const villages = villagesForm();
  await createTemplateDraft(creator.api, template.id);
  await saveDraftFields(creator.api, template.id, villages.id, [
    { ...village, required: true },
    { ...head, label: 'Head of household' },
    templateField('Population', { type: 'number' }),
  ]);
  await releaseDraft(creator.api, template.id, 'Village required, head of household, population');
}

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
  await expect(
    structure.getByRole('region', { name: 'Visits' }).getByText('Date', { exact: true }),
  ).toBeVisible();
  await structure.getByRole('button', { name: 'Close' }).click();

  // Import: the name is required, then the template arrives as a form group.
  await card(page)
    .getByRole('button', { name: `Import ${template.name}` })
    .click();
  const dialog = await checkDialog(page, 'Import Template');
  await dialog.getByLabel('Form Group Name').fill(' ');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  const groupName = `Households ${uniqueToken()}`;
  await dialog.getByLabel('Form Group Name').fill(groupName);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, `Template "${template.name}" imported successfully with 2 forms!`)).toBeVisible();
  await expect(card(page).getByText('Imported Up-to-date')).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Imported' })).toBeDisabled();

  // The imported group holds the release's sample rows: the five newest of the six offered. Looked at in
  // another tab, so the library stays open for the next release.
  const data = await page.context().newPage();
  await data.goto('/data-management');
  await data.getByRole('link', { name: new RegExp(groupName) }).click();
  await expect(data.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await data.getByRole('button', { name: 'View data of Villages' }).click();
  await expect(bodyRows(data)).toHaveCount(5);
  for (const name of SAMPLE_VILLAGES.slice(1)) {
    await expect(bodyRows(data).getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await expect(bodyRows(data).getByRole('cell', { name: SAMPLE_VILLAGES[0], exact: true })).toHaveCount(0);
  await data.close();

  // A second release appears without a reload.
  await releaseVersionTwo();
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

import { expect, type Locator, type Page } from '@playwright/test';
import { MASTER_ADMIN } from '../support/accounts.ts';
import {
  baseUrlOf,
  createCreator,
  masterApi,
  type SeededCreator,
  seedOrganization,
  signInAsOrgAdmin,
  uniqueToken,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { squarePng } from '../support/png.ts';
import { signInFields } from '../support/ui.ts';

// A creator sets a template group up in the Creator Portal and finds it in Template Groups.

let creator: SeededCreator;

test.beforeAll(async ({ playwright }, testInfo) => {
  const master = await masterApi(playwright, baseUrlOf(testInfo));
  creator = await createCreator(master, 'Cora Creator');
  await master.dispose();
});

async function choose(scope: Locator, page: Page, combobox: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a field in the builder: label and type, then whatever `more` sets. */
async function addField(page: Page, label: string, type: string, more?: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Field' });
  await dialog.getByLabel('Label', { exact: false }).first().fill(label);
  if (type !== 'Text') await choose(dialog, page, /^Type/, type);
  if (more) await more(dialog);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

// The same toast twice in a row (two forms added) leaves the first one leaving while the second shows.
const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();

test('a creator names a template, designs two linked forms, attaches a file, saves, publishes and finds it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login/creator-login');
  const fields = signInFields(page);
  await fields.email.fill(creator.email);
  await fields.password.fill(creator.password);
  await fields.signIn.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Portal' })).toBeVisible();

  // Nothing but naming is possible before there is a name.
  const builderTab = page.getByRole('tab', { name: 'Form Builder' });
  await expect(builderTab).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Form to Template' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish Template' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Template name is required.')).toBeVisible();
  await expect(
    page.getByText('Published templates appear under Templates for organisation admins to import.'),
  ).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  const name = `Village survey ${uniqueToken()}`;
  await page.getByLabel('Template group name').fill(name);
  await page.getByLabel('Description').fill('Households and their wells');
  await page.getByRole('button', { name: 'Add Form to Template' }).click();
  await expect(builderTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`Designing for ${name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access' })).toHaveCount(0);

  // The first form; adding it saves the template as a draft too.
  await page.getByLabel('Form Name').fill('Villages');
  await addField(page, 'Village', 'Text');
  await page.getByRole('button', { name: 'Add Form to Template' }).click();
  await toast(page, 'Form added to template.');
  await expect(page).toHaveURL(/templateId=/);
  await expectAccessible(page);
  await expectFitsPhone(page);

  // The second form picks its village from the first form's field (a foreign key among the template's forms).
  await choose(page.getByRole('tabpanel'), page, 'Form to design', 'New form');
  await page.getByLabel('Form Name').fill('Visits');
  await addField(page, 'Visitor', 'Text');
  await addField(page, 'Visited village', 'Select', async (dialog) => {
    await dialog.getByRole('radio', { name: 'Foreign key' }).check();
    await choose(dialog, page, 'Foreign form', 'Villages');
    await choose(dialog, page, 'Foreign field', 'Village');
  });
  await page.getByRole('button', { name: 'Add Form to Template' }).click();
  await toast(page, 'Form added to template.');

  // Opening another form with unsaved edits asks first; Cancel keeps them, Leave drops them. The saved form
  // opens in the designer first (a field typed in before it has opened belongs to the editor it replaces).
  const designed = page.getByRole('tabpanel').getByRole('combobox', { name: 'Form to design' });
  await expect(designed).toHaveText(/· Visits$/);
  await expect(page.getByRole('progressbar', { name: 'Loading form' })).toHaveCount(0);
  await page.getByLabel('Form Name').fill('Visits renamed');
  await designed.click();
  await page.getByRole('option', { name: /· Villages$/ }).click();
  const unsaved = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  await expectAccessible(page);
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Form Name')).toHaveValue('Visits renamed');
  await designed.click();
  await page.getByRole('option', { name: /· Villages$/ }).click();
  await unsaved.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByLabel('Form Name')).toHaveValue('Villages');

  // Back on Template Setup: both forms listed, an attachment chosen, then Save Draft.
  await page.getByRole('tab', { name: 'Template Setup' }).click();
  const forms = page.getByRole('list', { name: 'Forms in this template' });
  await expect(forms.getByText(/^Form 1 \([0-9a-f]{8}\)$/)).toBeVisible();
  await expect(forms.getByText(/^Form 2 \([0-9a-f]{8}\)$/)).toBeVisible();
  await page.locator('input[type=file]').setInputFiles([
    { name: 'village-map.png', mimeType: 'image/png', buffer: squarePng() },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 'a') },
  ]);
  await expect(page.getByRole('img', { name: 'village-map.png' })).toBeVisible();
  await expect(page.getByText('notes.txt (2.0 KB)')).toBeVisible();
  await page.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(page.getByText('notes.txt (2.0 KB)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await toast(page, 'Draft saved successfully!');
  const stored = page.getByRole('list', { name: 'Attachments' });
  await expect(stored.getByRole('link', { name: 'View village-map.png' })).toBeVisible();
  await expect(stored.getByRole('link', { name: 'Download village-map.png' })).toHaveAttribute(
    'href',
    /\/attachments\/[0-9a-f-]{36}\?download=1$/,
  );

  // The Edit dialog.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await expectAccessible(page);
  await expectFitsPhone(page);
  await dialog.getByLabel('Description').fill('Households, wells and visits');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Template updated!');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish Template' }).click();
  await toast(page, 'Template published successfully!');

  // Template Groups: the card, its forms and where their chips lead.
  await page.goto('/template-group');
  const card = page.getByRole('article', { name });
  await expect(card.getByText('2 forms')).toBeVisible();
  await expect(card.getByText('By Cora Creator', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Show forms' }).click();
  const visits = card.getByRole('listitem').filter({ hasText: 'Visits' });
  await expect(visits.getByText('2 fields · v1')).toBeVisible();
  const url = new URL(page.url());
  const templateId = await card
    .getByRole('link', { name: 'Manage' })
    .getAttribute('href')
    .then((href) => new URL(href ?? '', url).searchParams.get('templateId'));
  expect(templateId).toBeTruthy();
  const enter = await visits.getByRole('link', { name: 'Enter data in Visits' }).getAttribute('href');
  const view = await visits.getByRole('link', { name: 'View data of Visits' }).getAttribute('href');
  expect(enter).toMatch(new RegExp(`^/enter-template-data\\?templateId=${templateId}&formId=[0-9a-f-]{36}$`));
  expect(view).toMatch(new RegExp(`^/template-form-data\\?templateId=${templateId}&formId=[0-9a-f-]{36}$`));
  await expectAccessible(page);
  await expectFitsPhone(page);
});

test('the creator sign-in checks its fields, refuses other accounts and sends a signed-in creator home', async ({
  page,
}) => {
  await page.goto('/login/creator-login');
  await expect(page.getByRole('heading', { level: 1, name: 'CREATOR LOGIN' })).toBeVisible();
  await expect(page.getByText('Access creator panel — No organization required')).toBeVisible();
  const fields = signInFields(page);
  await fields.signIn.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await fields.email.fill('not-an-email');
  await fields.password.fill('12345');
  await fields.signIn.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  // The master admin is no creator.
  await fields.email.fill(MASTER_ADMIN.email);
  await fields.password.fill(MASTER_ADMIN.password);
  await fields.signIn.click();
  await expect(page.getByText('Access denied: Not a creator account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/creator-login$/);

  await fields.email.fill(creator.email);
  await fields.password.fill(creator.password);
  await fields.signIn.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Portal' })).toBeVisible();
  await page.goto('/login/creator-login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Portal' })).toBeVisible();
});

test('an organisation admin finds no template groups of their own', async ({
  page,
  playwright,
}, testInfo) => {
  const org = await seedOrganization(playwright, testInfo, { label: 'Template Groups Org' });
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/template-group');
  await expect(page.getByRole('heading', { level: 1, name: 'Template Groups' })).toBeVisible();
  await expect(page.getByText('No Template Groups Available')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
});

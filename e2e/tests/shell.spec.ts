import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsMasterAdmin, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { expectDashboard, expectWorkingScreen, sideMenu } from '../support/ui.ts';

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Shell Org',
    adminName: 'Sam Shell',
    withLogo: true,
  });
});

async function menuLabels(page: Page): Promise<string[]> {
  const links = sideMenu(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => text.trim());
}

/** The open menu's width is the drawer's: the navigation fills it. */
async function drawerWidth(page: Page): Promise<number> {
  const box = await sideMenu(page).locator('xpath=..').boundingBox();
  return Math.round(box?.width ?? 0);
}

/** Follows a link by clicking it and checks the screen it opens is a real one. */
/** Side-menu entries that open real screens rather than a 'Coming in a later release' note. */
const REAL_HOMES = [
  '/',
  '/access-management',
  '/form-management',
  '/data-management',
  '/storage',
  '/expense-management',
  '/templates',
];

/** The screens under Form Management by their headings. */
const FORM_MANAGEMENT_SCREENS: Record<string, string | null> = {
  '/form-management/forms': 'Forms',
  '/form-management/form-data': 'Form Data',
  '/form-management/create-new-form': 'Create New Form',
  '/form-management/manage-all-forms': 'Manage All Forms',
  '/form-management/create-form-group': 'Create Form Group',
  '/form-management/manage-form-groups': 'Manage Form Groups',
};

async function visit(page: Page, open: () => Promise<void>, path: string) {
  await open();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expectWorkingScreen(page);
  await expectAccessible(page);
}

test('the org admin menu, collapsed to 72 px and expanded to 280 px', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  expect(await menuLabels(page)).toEqual([
    'Dashboard',
    'Access Management',
    'Form Management',
    'Data Management',
    'Storage',
    'Expense Management',
    'Templates',
  ]);
  await expect(page.getByRole('banner').getByRole('img', { name: org.name })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
  await expect.poll(() => drawerWidth(page)).toBe(280);

  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(() => drawerWidth(page)).toBe(72);
  // Icons only, but every entry keeps its name for assistive technology.
  await expect(sideMenu(page).getByRole('link', { name: 'Access Management' })).toBeVisible();
  await expect(sideMenu(page).getByText('Access Management')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect.poll(() => drawerWidth(page)).toBe(280);
  await expect(sideMenu(page).getByText('Access Management')).toBeVisible();
});

test('the menu slides open and shut, and changes at once for a user whose system asks for less motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  const slide = () =>
    sideMenu(page)
      .locator('xpath=..')
      .evaluate((menu) => getComputedStyle(menu).transitionDuration);
  await expect.poll(slide).not.toBe('0s');
  // The setting is followed as it changes, without a reload.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(slide).toBe('0s');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  expect(await drawerWidth(page)).toBe(72);
});

test('the master admin menu offers Create Organization, Manage License and Manage Apps', async ({ page }) => {
  await signInAsMasterAdmin(page.request);
  await page.goto('/master-home-page');
  // Creators is ours (docs/decisions/0004): the master home page, where creator accounts are managed.
  expect(await menuLabels(page)).toEqual([
    'Create Organization',
    'Manage License',
    'Manage Apps',
    'Creators',
  ]);
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();

  for (const [label, path] of [
    ['Create Organization', '/create-new-organization'],
    ['Manage License', '/manage-license'],
    ['Manage Apps', '/access-management/manage-all-apps'],
    ['Creators', '/master-home-page'],
  ] as const) {
    await visit(page, () => sideMenu(page).getByRole('link', { name: label, exact: true }).click(), path);
  }
});

test('nothing scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expectFitsPhone(page);

  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  await expectFitsPhone(page);
  await expectAccessible(page);

  // On a phone the menu is a drawer that opens over the page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sideMenu(page).getByRole('link', { name: 'Access Management' })).toBeVisible();
  await sideMenu(page).getByRole('link', { name: 'Access Management' }).click();
  await expect(page).toHaveURL(/\/access-management$/);
  await expect(sideMenu(page)).toBeHidden();
  await expectFitsPhone(page);

  await page.request.post('/api/auth/logout');
  await signInAsMasterAdmin(page.request);
  await page.goto('/create-new-organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Organization' })).toBeVisible();
  await expectFitsPhone(page);
  await expectAccessible(page);
});

test('the offline banner follows the connection', async ({ page, context }) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  const banner = page.getByRole('complementary', { name: 'Connection status' });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('offline');
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

async function menuHrefs(page: Page): Promise<string[]> {
  return sideMenu(page)
    .getByRole('link')
    .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
}

test('every side-menu entry opens a working screen that says what is coming', async ({ page }) => {
  test.slow(); // many screens, each with an accessibility scan
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  await expectAccessible(page);

  for (const path of await menuHrefs(page)) {
    await visit(page, () => sideMenu(page).locator(`a[href="${path}"]`).click(), path);
    // Access, form and data management are real screens now (their own journeys open them); the rest are to come.
    if (!REAL_HOMES.includes(path)) {
      await expect(page.getByText('Coming in a later release')).toBeVisible();
    }
  }
});

test('the form management pages listed under its menu entry all open', async ({ page }) => {
  test.slow(); // many screens, each with an accessibility scan
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/form-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Form Management' })).toBeVisible();
  const pages = (await menuHrefs(page)).filter((href) => href.startsWith('/form-management/'));
  expect(pages).toEqual([
    '/form-management/forms',
    '/form-management/form-data',
    '/form-management/create-new-form',
    '/form-management/manage-all-forms',
    '/form-management/create-form-group',
    '/form-management/manage-form-groups',
  ]);
  for (const path of pages) {
    await visit(page, () => sideMenu(page).locator(`a[href="${path}"]`).click(), path);
    const heading = FORM_MANAGEMENT_SCREENS[path];
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByText('Coming in a later release')).toBeVisible();
  }
});

test('the dashboard cards of form and data management open their homes, whose tiles open their screens', async ({
  page,
}) => {
  test.slow(); // many screens, each with an accessibility scan
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  const apps = page.getByRole('region', { name: 'Apps' });
  await visit(page, () => apps.locator('a[href="/form-management"]').click(), '/form-management');
  const tiles = page.getByRole('list', { name: 'Form management actions' });
  const tilePaths = await tiles
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(tilePaths).toEqual(Object.keys(FORM_MANAGEMENT_SCREENS));
  for (const tilePath of tilePaths) {
    await page.goto('/form-management');
    await visit(page, () => tiles.locator(`a[href="${tilePath}"]`).click(), tilePath);
  }

  await page.goto('/');
  await visit(page, () => apps.locator('a[href="/data-management"]').click(), '/data-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Data Management' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Form groups' }).getByRole('heading', { name: 'Default' }),
  ).toBeVisible();
});

test('the dashboard card of storage opens its home, whose cards open working screens', async ({ page }) => {
  test.slow(); // many screens, each with an accessibility scan
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  const apps = page.getByRole('region', { name: 'Apps' });
  await visit(page, () => apps.locator('a[href="/storage"]').click(), '/storage');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Storage actions' });
  const cardPaths = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(cardPaths).toEqual([
    '/storage/upload-bills',
    '/storage/view-uploaded-bills',
    '/storage/create-path',
  ]);
  for (const cardPath of cardPaths) {
    await page.goto('/storage');
    await visit(page, () => cards.locator(`a[href="${cardPath}"]`).click(), cardPath);
  }
});

test('the dashboard card of expense management opens its home, whose cards open working screens', async ({
  page,
}) => {
  test.slow(); // many screens, each with an accessibility scan
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  const apps = page.getByRole('region', { name: 'Apps' });
  await visit(page, () => apps.locator('a[href="/expense-management"]').click(), '/expense-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Expense Management' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Expense actions' });
  const cardPaths = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // Expense Settings is offered to org admins and payee managers (decision 0027).
  expect(cardPaths).toEqual([
    '/expense-management/request-bank-transfer',
    '/expense-management/list-bank-transfers',
    '/expense-management/settings',
  ]);
  for (const cardPath of cardPaths) {
    await page.goto('/expense-management');
    await visit(page, () => cards.locator(`a[href="${cardPath}"]`).click(), cardPath);
  }
});

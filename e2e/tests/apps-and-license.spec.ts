import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import {
  baseUrlOf,
  masterApi,
  type SeededOrg,
  seedOrganization,
  signInAsMasterAdmin,
  signInAsOrgAdmin,
  uniqueToken,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { expectDashboard } from '../support/ui.ts';

interface OrgUser {
  name: string;
  email: string;
  password: string;
}

/** A regular member made by the org admin through the users API, with the given app access. */
async function createRegularUser(
  admin: APIRequestContext,
  access: Array<{ app: string; role: string[] }>,
): Promise<OrgUser> {
  const token = uniqueToken();
  const user = {
    name: 'Reggie Regular',
    username: `reggie_${token}`,
    email: `reggie.${token}@org.example.test`,
    phoneNumber: `9${String(Date.now()).slice(-9)}`,
    password: 'regular-password-1',
    confirmPassword: 'regular-password-1',
    access,
  };
  const response = await admin.post('/api/users', { data: user });
  if (!response.ok()) throw new Error(`Create user: HTTP ${response.status()} ${await response.text()}`);
  return { name: user.name, email: user.email, password: user.password };
}

/** A new browser context signed in as the org admin (its request client shares the cookies). */
async function signedInPage(browser: Browser, signIn: (request: APIRequestContext) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page.request);
  return { context, page };
}

const signInAs = (org: SeededOrg, user: OrgUser) => async (request: APIRequestContext) => {
  const response = await request.post('/api/auth/login', {
    data: { orgId: org.id, email: user.email, password: user.password },
  });
  if (!response.ok()) throw new Error(`Sign-in of ${user.email}: HTTP ${response.status()}`);
};

const markNoReload = (page: Page) => page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
const stillNoReload = (page: Page) =>
  page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload === true);

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};

test('the master admin blocks an app: open dashboards show it at once, regular users are turned back', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  const org = await seedOrganization(playwright, testInfo, { label: 'Blocked App' });
  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  await signInAsOrgAdmin(admin, org);
  const regular = await createRegularUser(admin, [
    { app: 'form-management', role: ['dynamic-form:view_form_data'] },
  ]);
  await admin.dispose();

  // The org admin's dashboard, open in its own context.
  await signInAsOrgAdmin(page.request, org);
  await page.goto('/');
  await expectDashboard(page, org.admin.name);
  const formsCard = page.getByRole('listitem').filter({ hasText: 'Form Management' });
  await expect(formsCard.getByText('Blocked', { exact: true })).toHaveCount(0);
  await markNoReload(page);

  // The org admin sees the platform's switches of Manage All Apps read-only.
  const adminApps = await signedInPage(browser, (request) => signInAsOrgAdmin(request, org));
  const master = await signedInPage(browser, signInAsMasterAdmin);
  try {
    await adminApps.page.goto('/access-management/manage-all-apps');
    await expect(adminApps.page.getByText(/Only master admin can manage all apps/)).toBeVisible();
    const adminCard = adminApps.page.getByRole('region', { name: 'Form Management' });
    await expect(adminCard.getByLabel('Form Management status: Active')).toBeVisible();
    await expect(
      adminCard.getByRole('button', { name: /^Form Management (status|assignment):/ }),
    ).toHaveCount(0);

    // The master admin blocks form management, after a confirmation.
    await master.page.goto('/master-home-page');
    await master.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Manage Apps' })
      .click();
    await expect(master.page).toHaveURL(/\/access-management\/manage-all-apps$/);
    await expect(master.page.getByRole('heading', { level: 1, name: 'Manage All Apps' })).toBeVisible();
    await expect(master.page.getByText('Access: Master Admin')).toBeVisible();
    await expectAccessible(master.page);
    await expectFitsPhone(master.page);
    const card = master.page.getByRole('region', { name: 'Form Management' });
    await card.getByRole('button', { name: 'Form Management status: Active' }).click();
    const confirm = master.page.getByRole('dialog', { name: 'Block Form Management?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(master.page);
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(master.page.getByText('App settings updated.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Form Management status: Blocked' })).toBeVisible();

    // The admin's open dashboard shows it without a reload; the admin may still open the app.
    await expect(formsCard.getByText('Blocked', { exact: true })).toBeVisible();
    await expect(page.getByText('This app has been blocked by the master admin')).toBeVisible();
    await expect(page.getByText('This app has been blocked by the master admin')).toBeHidden();
    expect(await stillNoReload(page)).toBe(true);
    await adminApps.page.goto('/form-management');
    await expect(adminApps.page.getByRole('heading', { level: 1, name: 'Form Management' })).toBeVisible();
    await expect(adminApps.page.getByRole('dialog', { name: 'App Blocked' })).toHaveCount(0);

    // A regular user is turned back from the app.
    const user = await signedInPage(browser, signInAs(org, regular));
    try {
      await user.page.goto('/');
      await expectDashboard(user.page, regular.name);
      await expect(
        user.page
          .getByRole('listitem')
          .filter({ hasText: 'Form Management' })
          .getByText('Blocked', { exact: true }),
      ).toBeVisible();
      await user.page.goto('/form-management');
      const blocked = user.page.getByRole('dialog', { name: 'App Blocked' });
      await expect(blocked).toBeVisible();
      await expect(blocked.getByText('This app is currently blocked.')).toBeVisible();
      await expectAccessible(user.page);
      await blocked.getByRole('button', { name: 'Return to Home' }).click();
      await expect(user.page).toHaveURL(/\/$/);

      // Unblocked: the chip goes on every open dashboard.
      await card.getByRole('button', { name: 'Form Management status: Blocked' }).click();
      await master.page
        .getByRole('dialog', { name: 'Unblock Form Management?' })
        .getByRole('button', { name: 'Unblock' })
        .click();
      await expect(card.getByRole('button', { name: 'Form Management status: Active' })).toBeVisible();
      await expect(formsCard.getByText('Blocked', { exact: true })).toHaveCount(0);
      await expect(
        user.page
          .getByRole('listitem')
          .filter({ hasText: 'Form Management' })
          .getByText('Blocked', { exact: true }),
      ).toHaveCount(0);
    } finally {
      await user.context.close();
    }
  } finally {
    // The apps are global: leave them as the other journeys expect them.
    const api = await masterApi(playwright, baseUrlOf(testInfo));
    await api.patch('/api/apps/form-management', { data: { isBlocked: false } });
    await api.dispose();
    await adminApps.context.close();
    await master.context.close();
  }
});

test("an org admin blocks an app in the organisation only: its users are turned back, another organisation's are not", async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  const org = await seedOrganization(playwright, testInfo, { label: 'Own Switch' });
  const other = await seedOrganization(playwright, testInfo, { label: 'Other Switch' });
  const access = [{ app: 'form-management', role: ['dynamic-form:view_form_data'] }];
  const regulars: OrgUser[] = [];
  for (const seeded of [org, other]) {
    const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
    await signInAsOrgAdmin(admin, seeded);
    regulars.push(await createRegularUser(admin, access));
    await admin.dispose();
  }
  const [regular, otherRegular] = regulars as [OrgUser, OrgUser];

  // The regular user's dashboard is open while the org admin blocks the app for the organisation.
  const user = await signedInPage(browser, signInAs(org, regular));
  const otherUser = await signedInPage(browser, signInAs(other, otherRegular));
  try {
    await user.page.goto('/');
    await expectDashboard(user.page, regular.name);
    const formsCard = user.page.getByRole('listitem').filter({ hasText: 'Form Management' });
    await expect(formsCard.getByText('Blocked', { exact: true })).toHaveCount(0);

    await signInAsOrgAdmin(page.request, org);
    await page.goto('/access-management/manage-all-apps');
    const card = page.getByRole('region', { name: 'Form Management' });
    await expect(card.getByRole('heading', { name: 'This organisation' })).toBeVisible();
    await expectAccessible(page);
    await expectFitsPhone(page);
    await card.getByRole('button', { name: 'Form Management in this organisation status: Active' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block Form Management in this organisation?' });
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText('App settings updated.')).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Form Management in this organisation status: Blocked' }),
    ).toBeVisible();
    await expect(card.getByLabel('Form Management status: Active')).toBeVisible();

    // Live on the organisation's dashboard; the app turns its users back.
    await expect(formsCard.getByText('Blocked', { exact: true })).toBeVisible();
    await user.page.goto('/form-management');
    await expect(user.page.getByRole('dialog', { name: 'App Blocked' })).toBeVisible();

    // Another organisation's user still opens it.
    await otherUser.page.goto('/form-management');
    await expect(otherUser.page.getByRole('heading', { level: 1, name: 'Form Management' })).toBeVisible();
    await expect(otherUser.page.getByRole('dialog', { name: 'App Blocked' })).toHaveCount(0);
  } finally {
    await user.context.close();
    await otherUser.context.close();
  }
});

test('an expired license locks a regular user out of the gated paths until a current one is added', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  // Three people in three browsers: longer than the default minute when the machine is shared.
  test.setTimeout(150_000);
  const org = await seedOrganization(playwright, testInfo, { label: 'License Gate' });
  const admin = await playwright.request.newContext({ baseURL: baseUrlOf(testInfo) });
  await signInAsOrgAdmin(admin, org);
  const regular = await createRegularUser(admin, [
    { app: 'access-management', role: ['manage-user:edit_all', 'manage-user:assign_app_access'] },
  ]);
  await admin.dispose();

  // The master admin adds a license that ended a year ago.
  await signInAsMasterAdmin(page.request);
  await page.goto('/master-home-page');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Manage License' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licenses Management' })).toBeVisible();
  await page.getByLabel('Organization', { exact: true }).fill(org.name);
  await page.getByRole('option', { name: new RegExp(org.id) }).click();
  await expect(page.getByRole('heading', { level: 2, name: org.name })).toBeVisible();
  await expect(page.getByText('No licenses yet. Add the first one.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  await page.getByRole('button', { name: 'Add License' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add License' });
  await dialog.getByLabel('Start Date').fill(yearsAgo(2));
  await dialog.getByRole('button', { name: '1 year' }).click();
  await expect(dialog.getByLabel('Duration')).toHaveValue('1');
  await dialog.getByLabel('Storage Limit').fill('10');
  await expect(dialog.getByTestId('license-end-date')).not.toHaveText('—');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add License' }).click();
  await expect(page.getByText('License added successfully.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^License / })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Change history' }).getByText('Added')).toBeVisible();

  // The regular user is told, and turned back from the gated paths, in the browser and by the server.
  const user = await signedInPage(browser, signInAs(org, regular));
  try {
    await user.page.goto('/');
    const expired = user.page.getByRole('dialog', { name: 'License Expired' });
    await expect(expired).toBeVisible();
    await expect(user.page.getByText('Please renew the license.')).toBeVisible();
    await expectAccessible(user.page);
    await expired.getByRole('button', { name: 'I Understand' }).click();
    await expect(expired).toBeHidden();
    await user.page.goto('/access-management/manage-all-users');
    await expect(user.page.getByRole('dialog', { name: 'License Expired' })).toBeVisible();
    await user.page.getByRole('button', { name: 'I Understand' }).click();
    const notice = user.page
      .getByRole('main')
      .getByText('Your license has expired. Please contact the admin to renew the license.');
    await expect(notice).toBeVisible();
    await expect(user.page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await expectAccessible(user.page);
    const refused = await user.page.request.get('/api/users');
    expect(refused.status()).toBe(403);
    await markNoReload(user.page);

    // The org admin still gets in.
    const orgAdmin = await signedInPage(browser, (request) => signInAsOrgAdmin(request, org));
    try {
      await orgAdmin.page.goto('/access-management/manage-all-users');
      await expect(orgAdmin.page.getByRole('heading', { level: 1, name: 'Manage All Users' })).toBeVisible();
      await expect(orgAdmin.page.getByRole('dialog', { name: 'License Expired' })).toHaveCount(0);
      expect((await orgAdmin.page.request.get('/api/users')).status()).toBe(200);
    } finally {
      await orgAdmin.context.close();
    }

    // A current license lifts the gate on the user's open screen, without a reload.
    await page.getByRole('button', { name: 'Add License' }).click();
    const renewal = page.getByRole('dialog', { name: 'Add License' });
    await renewal.getByLabel('Start Date').fill(yearsAgo(0));
    await renewal.getByRole('button', { name: '1 year' }).click();
    await renewal.getByLabel('Storage Limit').fill('10');
    await renewal.getByRole('button', { name: 'Add License' }).click();
    // The first license's toast can still be in the page, hidden, when this one shows: the shown one counts.
    await expect(page.getByText('License added successfully.').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: /^Active License: / })).toBeVisible();
    await expect(page.getByText('Active License', { exact: true })).toBeVisible();

    await expect(notice).toBeHidden();
    await expect(user.page.getByRole('heading', { level: 1, name: 'Manage All Users' })).toBeVisible();
    expect(await stillNoReload(user.page)).toBe(true);
    expect((await user.page.request.get('/api/users')).status()).toBe(200);
  } finally {
    await user.context.close();
  }
});

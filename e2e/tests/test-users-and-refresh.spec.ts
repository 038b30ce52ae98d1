import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  baseUrlOf,
  type SeededOrg,
  seedOrganization,
  signInAsMasterAdmin,
  signInAsOrgAdmin,
  uniqueToken,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone } from '../support/checks.ts';

const MANAGE_USERS = '/access-management/manage-all-users';

/** A member made by the org admin through the users API. */
async function createMember(admin: APIRequestContext, name: string) {
  const token = uniqueToken();
  const user = {
    name,
    username: `member_${token}`,
    email: `member.${token}@org.example.test`,
    phoneNumber: `9${String(Date.now()).slice(-9)}`,
    password: 'member-password-1',
    confirmPassword: 'member-password-1',
    access: [],
  };
  const response = await admin.post('/api/users', { data: user });
  if (!response.ok()) throw new Error(`Create user: HTTP ${response.status()} ${await response.text()}`);
  return user;
}

async function adminClient(
  playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'],
  baseURL: string,
  org: SeededOrg,
) {
  const admin = await playwright.request.newContext({ baseURL });
  await signInAsOrgAdmin(admin, org);
  return admin;
}

test('the master admin marks a test user: the chip shows in Manage All Users and in their top bar', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  // Three people signed in on three screens, each checked for accessibility.
  test.setTimeout(120_000);
  const org = await seedOrganization(playwright, testInfo, { label: 'Test Users' });
  const admin = await adminClient(playwright, baseUrlOf(testInfo), org);
  const tester = await createMember(admin, 'Tessa Tester');
  await admin.dispose();

  await signInAsMasterAdmin(page.request);
  await page.goto(`/manage-license?org=${org.id}`);
  const section = page.getByRole('region', { name: 'Test Users', exact: true });
  await expect(section.getByText('Tessa Tester')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  const toggle = section.getByRole('switch', { name: 'Test user: Tessa Tester' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(page.getByText('Marked as a test user.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(
    section.getByRole('listitem').filter({ hasText: 'Tessa Tester' }).getByText('Test User'),
  ).toBeVisible();

  // The org admin's users table.
  const adminContext = await browser.newContext();
  const testerContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signInAsOrgAdmin(adminPage.request, org);
    await adminPage.goto(MANAGE_USERS);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Manage All Users' })).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: 'Tessa Tester' });
    await expect(row.getByText('Test User', { exact: true })).toBeVisible();
    await expect(
      adminPage.getByRole('row').filter({ hasText: org.admin.name }).getByText('Test User', { exact: true }),
    ).toHaveCount(0);
    await expectAccessible(adminPage);

    // The test user's own top bar.
    const testerPage = await testerContext.newPage();
    const signIn = await testerPage.request.post('/api/auth/login', {
      data: { orgId: org.id, email: tester.email, password: tester.password },
    });
    expect(signIn.ok()).toBe(true);
    await testerPage.goto('/');
    await expect(testerPage.getByRole('banner').getByText('Test User', { exact: true })).toBeVisible();
    await expectFitsPhone(testerPage);
  } finally {
    await adminContext.close();
    await testerContext.close();
  }
});

/** Drags one finger down from (x, y) by `dy` pixels and lets go, through the browser's touch input. */
async function pullDown(context: BrowserContext, page: Page, dy: number, check?: () => Promise<void>) {
  const cdp = await context.newCDPSession(page);
  const x = 180;
  const y = 200;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (dy * step) / 10 }],
    });
  }
  await check?.();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('pulling a list or an app home down past 70 px on a touch screen refetches it', async ({
  browser,
  playwright,
}, testInfo) => {
  // Two screens, three gestures and an accessibility check while a finger is down.
  test.setTimeout(120_000);
  const org = await seedOrganization(playwright, testInfo, { label: 'Pull Refresh' });
  const admin = await adminClient(playwright, baseUrlOf(testInfo), org);
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 800 } });
  try {
    const page = await context.newPage();
    // No live events: what appears comes from the pull alone.
    await page.route('**/api/events', (route) => route.abort());
    await signInAsOrgAdmin(page.request, org);
    await page.goto(MANAGE_USERS);
    // The first screen of a fresh context loads the whole app.
    await expect(page.getByRole('heading', { level: 1, name: 'Manage All Users' })).toBeVisible({
      timeout: 30_000,
    });
    // Cards on a phone.
    const users = page.getByRole('list', { name: 'Users', exact: true });
    await expect(users.getByText(org.admin.name)).toBeVisible();

    await createMember(admin, 'Pulled Person');
    const pulledRow = users.getByText('Pulled Person');

    // Short of the threshold: nothing is fetched.
    await pullDown(context, page, 50, async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Pull to refresh' })).toBeVisible();
    });
    await page.waitForTimeout(500);
    await expect(pulledRow).toHaveCount(0);

    // Past it: the indicator says so, and letting go refetches the list.
    await pullDown(context, page, 100, async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Release to refresh' })).toBeVisible();
      await expectAccessible(page);
    });
    await expect(pulledRow).toBeVisible();

    // An app home screen refetches its queries too.
    await page.goto('/access-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Management' })).toBeVisible();
    let fetched = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) fetched += 1;
    });
    await pullDown(context, page, 100);
    await expect.poll(() => fetched).toBeGreaterThan(0);
  } finally {
    await context.close();
    await admin.dispose();
  }
});

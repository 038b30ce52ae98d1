import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin, uniqueToken } from '../support/api.ts';
import { expectAccessible, expectFitsPhone } from '../support/checks.ts';
import { APP_CODE, expectDashboard } from '../support/ui.ts';

const MANAGE_USERS = '/access-management/manage-all-users';
const ACCESS_SCREENS = [
  '/access-management',
  MANAGE_USERS,
  '/access-management/create-new-user',
  '/access-management/create-user-group',
  '/access-management/manage-user-groups',
  '/access-management/manage-all-apps',
];

let org: SeededOrg;

// Several browsers and many screens each, on a shared machine.
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 30_000 };

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Access Screens Org',
    adminName: 'Ava Access',
  });
});

interface Member {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** A member with the given apps, created by the org admin through the API. */
async function createMember(admin: APIRequestContext, access: { app: string; role: string[] }[] = []) {
  const token = uniqueToken();
  const member = {
    name: `Nia ${token}`,
    email: `nia.${token}@org.example.test`,
    password: 'member-password-1',
  };
  const response = await admin.post('/api/users', {
    data: {
      ...member,
      username: `nia_${token}`,
      phoneNumber: `9${String(Date.now()).slice(-9)}`,
      confirmPassword: member.password,
      access,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, ...member } satisfies Member;
}

/** A browser of the member's own, signed in. */
async function memberPage(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = await page.request.post('/api/auth/login', {
    data: { orgId: org.id, email: member.email, password: member.password },
  });
  expect(signIn.ok()).toBe(true);
  return page;
}

const api = (path: string, method = 'GET') => ({
  matches: (url: URL) => url.pathname === path,
  method,
});
const serverFault = {
  status: 500,
  json: { error: { code: 'internal', message: 'An unexpected error occurred.' } },
};

test("a failed request shows the screen's own words; a refusal shows the server's", async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  const member = await createMember(page.request);

  // A server fault on the users list: 'Failed to load users.', not the generic words.
  const users = api('/api/users');
  await page.route(users.matches, (route) =>
    route.request().method() === users.method ? route.fulfill(serverFault) : route.fallback(),
  );
  await page.goto(MANAGE_USERS);
  await expect(page.getByText('Failed to load users.')).toBeVisible(SLOW);
  await expect(page.getByText('An unexpected error occurred.')).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhone(page);
  await page.unroute(users.matches);

  // The network lost on the user groups: 'Error fetching user groups. Please try again.'.
  const groups = api('/api/user-groups');
  await page.route(groups.matches, (route) => route.abort('internetdisconnected'));
  await page.goto('/access-management/manage-user-groups');
  await expect(page.getByText('Error fetching user groups. Please try again.')).toBeVisible(SLOW);
  await expect(page.getByText('An unexpected error occurred.')).toHaveCount(0);
  await page.unroute(groups.matches);

  // Archiving: a server fault says 'Failed to archive user'; a refusal says what the server said.
  const archive = api(`/api/users/${member.id}/archive`, 'POST');
  let answer: { status: number; json: unknown } = serverFault;
  await page.route(archive.matches, (route) => route.fulfill(answer));
  await page.goto(MANAGE_USERS);
  const row = page.getByRole('row').filter({ hasText: member.email });
  const archiveOnce = async () => {
    await row.getByRole('button', { name: `Archive ${member.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Archive user?' })
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
  };
  await archiveOnce();
  await expect(page.getByText('Failed to archive user', { exact: true })).toBeVisible();
  answer = {
    status: 409,
    json: { error: { code: 'conflict', message: 'Someone else is changing this user.' } },
  };
  await archiveOnce();
  await expect(page.getByText('Someone else is changing this user.', { exact: true })).toBeVisible();
});

test('the first admin cannot be edited or archived, and starts with the contact phone', async ({ page }) => {
  await signInAsOrgAdmin(page.request, org);
  await page.goto(MANAGE_USERS);
  const row = page.getByRole('row').filter({ hasText: org.admin.email });
  await expect(row.getByText('Me', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '5551234567' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Edit ${org.admin.name}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Archive ${org.admin.name}` })).toBeDisabled();
  await expectAccessible(page);
});

test('an archived user is told so, not that the account was blocked', async ({ page, browser }) => {
  await signInAsOrgAdmin(page.request, org);
  const member = await createMember(page.request);
  const memberTab = await memberPage(browser, member);
  try {
    await memberTab.goto('/');
    await expectDashboard(memberTab, member.name);
    await page.goto(MANAGE_USERS);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: `Archive ${member.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Archive user?' })
      .getByRole('button', { name: 'Archive', exact: true })
      .click();
    await expect(page.getByText('User archived successfully', { exact: true })).toBeVisible();

    const archived = memberTab.getByRole('dialog', { name: 'Your account has been archived' });
    await expect(archived).toBeVisible(SLOW);
    await expect(memberTab.getByRole('dialog', { name: 'Your account has been blocked' })).toHaveCount(0);
    await expectAccessible(memberTab);
    await archived.getByRole('button', { name: 'Logout' }).click();
    await expect(memberTab).toHaveURL(/\/login/);
  } finally {
    await memberTab.context().close();
  }
});

test('Access Management screens stay shut to users without the app', async ({ page, browser }) => {
  await signInAsOrgAdmin(page.request, org);
  const member = await createMember(page.request, [
    { app: 'form-management', role: ['dynamic-form:view_form_data'] },
  ]);
  const memberTab = await memberPage(browser, member);
  try {
    for (const path of ACCESS_SCREENS) {
      await memberTab.goto(path);
      await expect(memberTab.getByRole('heading', { level: 1, name: 'Access Management' })).toBeVisible(SLOW);
      await expect(memberTab.getByText("You don't have access to Access Management.")).toBeVisible();
      await expect(memberTab.getByRole('button', { name: 'New Group' })).toHaveCount(0);
      await expect(memberTab.getByRole('button', { name: 'Open Trash' })).toHaveCount(0);
    }
    await expectAccessible(memberTab);
    await expectFitsPhone(memberTab);
    await memberTab.getByRole('link', { name: 'Return to Home' }).click();
    await expectDashboard(memberTab, member.name);
  } finally {
    await memberTab.context().close();
  }

  // The org admin still opens every one of them.
  for (const path of ACCESS_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText("You don't have access to Access Management.")).toHaveCount(0);
  }
});

test('the sign-in page logs no error while nobody is signed in', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('offline, the home page waits for the connection under the offline banner', async ({
  page,
  context,
}) => {
  await signInAsOrgAdmin(page.request, org);
  const session = (url: URL) => url.pathname === '/api/session';
  // The page asks who is signed in as it starts (decision 0057); the connection drops on that ask once the
  // app's code is in, as an installed app's code comes from its cache.
  let appCodeLoaded = () => {};
  const loaded = new Promise<void>((resolve) => {
    appCodeLoaded = resolve;
  });
  page.on('requestfinished', (request) => {
    if (APP_CODE.test(request.url())) appCodeLoaded();
  });
  await page.route(session, async (route) => {
    await loaded;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Connection status' })).toContainText('offline');
  await expect(page.getByText('Atrium opens when the connection returns.')).toBeVisible(SLOW);
  await expect(page.getByText('An unexpected error occurred.')).toHaveCount(0);
  await expectAccessible(page);

  await page.unroute(session);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${org.admin.name}!` })).toBeVisible(
    SLOW,
  );
});

import { expect, type Page } from '@playwright/test';
import { type SeededOrg, seedOrganization, signInAsOrgAdmin } from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { expectDashboard } from '../support/ui.ts';

let org: SeededOrg;

test.beforeAll(async ({ playwright }, testInfo) => {
  org = await seedOrganization(playwright, testInfo, {
    label: 'Quick Actions Org',
    adminName: 'Quinn Quick',
  });
});

/** The action card with this title, as a list item of the page's card grid. */
function actionCard(page: Page, title: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

function dashboardQuickActions(page: Page) {
  return page.getByRole('region', { name: 'Quick Actions' });
}

function quickActionsTile(page: Page) {
  return page
    .getByRole('list', { name: 'Summary' })
    .getByRole('listitem')
    .filter({ hasText: 'Quick Actions' });
}

test('starring an action on the app home puts it on the dashboard, live in every tab', async ({
  page,
  context,
}) => {
  await signInAsOrgAdmin(page.request, org);

  // A second tab of the same user keeps the dashboard open the whole time.
  const dashboard = await context.newPage();
  await dashboard.goto('/');
  await expectDashboard(dashboard, org.admin.name);
  await expect(dashboardQuickActions(dashboard).getByText(/No quick actions yet/)).toBeVisible();
  await expect(quickActionsTile(dashboard)).toHaveText(/Quick Actions\s*0$/);

  await page.goto('/access-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Management' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);

  const manageUsers = actionCard(page, 'Manage All Users');
  await manageUsers.getByRole('button', { name: 'Add to Quick Actions' }).click();
  await expect(page.getByText('Added to Quick Actions')).toBeVisible();
  await expect(manageUsers.getByRole('button', { name: 'Remove from Quick Actions' })).toBeVisible();
  await expectAccessible(page);

  // The other tab shows it without a reload.
  await expect(actionCard(dashboard, 'Manage Users')).toBeVisible();
  await expect(quickActionsTile(dashboard)).toHaveText(/Quick Actions\s*1$/);

  // And the dashboard of this tab lists it under Quick Actions, opening the right screen.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expectDashboard(page, org.admin.name);
  const starred = dashboardQuickActions(page);
  await expect(actionCard(page, 'Manage Users')).toBeVisible();
  await expect(starred.getByRole('link', { name: /Manage Users/ })).toHaveAttribute(
    'href',
    '/access-management/manage-all-users',
  );
  await expectAccessible(page);

  // Unstar from the app home: the toast says so and the other tab drops the card live.
  await page.goto('/access-management');
  await actionCard(page, 'Manage All Users')
    .getByRole('button', { name: 'Remove from Quick Actions' })
    .click();
  await expect(page.getByText('Removed from Quick Actions')).toBeVisible();
  await expect(
    actionCard(page, 'Manage All Users').getByRole('button', { name: 'Add to Quick Actions' }),
  ).toBeVisible();
  await expect(dashboardQuickActions(dashboard).getByText(/No quick actions yet/)).toBeVisible();
  await expect(quickActionsTile(dashboard)).toHaveText(/Quick Actions\s*0$/);
});

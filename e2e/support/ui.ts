import { expect, type Locator, type Page } from '@playwright/test';
import type { SeededOrg } from './api.ts';

/** The app's code (start.tsx's chunk), which the page's entry loads once its first frame is painted. */
export const APP_CODE = /\/assets\/start-[^/]+\.js$/;

/** The sign-in fields by their labels; exact, so 'Password' does not also match the 'Show password' button. */
export function signInFields(page: Page) {
  return {
    orgId: page.getByLabel('Organization ID', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    signIn: page.getByRole('button', { name: 'Sign In', exact: true }),
  };
}

/** Signs the org admin in through the /login/{orgId} page and waits for the dashboard. */
export async function signInThroughForm(page: Page, org: SeededOrg): Promise<void> {
  await page.goto(`/login/${org.id}`);
  const fields = signInFields(page);
  await expect(fields.orgId).toHaveValue(org.id);
  await fields.email.fill(org.admin.email);
  await fields.password.fill(org.admin.password);
  await fields.signIn.click();
  await expectDashboard(page, org.admin.name);
}

export async function expectDashboard(page: Page, userName: string): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${userName}!` })).toBeVisible();
}

export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** A screen rendered without falling into the error boundary or the not-found page. */
export async function expectWorkingScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}

/** The theme in use, as the page's colour scheme (MUI's CssBaseline sets it on the root element). */
export async function expectColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
  const background = expect.poll(async () =>
    luminance(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)),
  );
  if (scheme === 'dark') await background.toBeLessThan(0.2);
  else await background.toBeGreaterThan(0.8);
}

/** Relative brightness 0..1 of a CSS rgb() colour, enough to tell a dark page from a light one. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

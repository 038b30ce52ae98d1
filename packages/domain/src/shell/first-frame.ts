import type { Role } from '../access/permissions.ts';

// The first frame of the app's pages (decision 0047): the build writes it into each page between these marks,
// and the server fills it in for the signed-in user or takes it out.

export const FIRST_FRAME_START = '<!--first-frame-->';
export const FIRST_FRAME_END = '<!--/first-frame-->';

/** Where the home page's frame says the user's name ('Welcome back, …!'); the server writes the name there. */
export const USER_NAME_SLOT = '%USER_NAME%';

export type HomeKind = 'dashboard' | 'createOrganization' | 'creatorPortal';

/** The page '/' shows: creators the creator portal, master admins the create-organization view, others the dashboard. */
export function homeKind(role: Role): HomeKind {
  if (role === 'creator') return 'creatorPortal';
  if (role === 'master-admin') return 'createOrganization';
  return 'dashboard';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to write into HTML, as React writes it. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * A page with its frame filled in for a signed-in user: the name in the home page's heading, and `<html>`
 * marked with the colour scheme of the user's saved choice (none: the system's, as the app does). Without a
 * user the frame is taken out: the page then shows nothing until the app has decided where to go.
 */
export function fillFirstFrame(
  page: string,
  user: { name: string; darkMode: boolean | null } | null,
): string {
  if (!user) {
    const start = page.indexOf(FIRST_FRAME_START);
    const end = page.indexOf(FIRST_FRAME_END);
    return start < 0 || end < start ? page : page.slice(0, start) + page.slice(end + FIRST_FRAME_END.length);
  }
  const scheme = user.darkMode === null ? '' : ` data-color-scheme="${user.darkMode ? 'dark' : 'light'}"`;
  return page
    .replace('<html lang="en">', `<html lang="en"${scheme}>`)
    .replaceAll(USER_NAME_SLOT, () => escapeHtml(user.name));
}

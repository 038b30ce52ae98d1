/**
 * The screens of later releases. Each route already exists, says what it will hold and links back, so no
 * menu entry or quick action leads nowhere.
 */
export interface ScreenInfo {
  path: string;
  title: string;
  coming: string;
}

export interface AppHomeInfo {
  app: string;
  title: string;
  intro: string;
  /** Screens of the app that are not quick actions. */
  links: { title: string; path: string }[];
  coming: string;
}

/** App homes still to come (none now: every app has its own home). */
export const APP_HOMES: AppHomeInfo[] = [];

const later = (what: string) => `${what} This screen arrives in a later release.`;

export const SCREENS: ScreenInfo[] = [
  { path: '/form-data', title: 'Form Data', coming: later('The data entered in a form.') },
];

/** The app home a screen belongs to, for its back link. */
export function parentAppHome(path: string): AppHomeInfo | undefined {
  return APP_HOMES.find((home) => path.startsWith(`/${home.app}/`));
}

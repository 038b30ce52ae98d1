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

export const APP_HOMES: AppHomeInfo[] = [
  {
    app: 'expense-management',
    title: 'Expense Management',
    intro: 'Request bank transfers and follow them through approval.',
    links: [{ title: 'Expense Settings', path: '/expense-management/settings' }],
    coming: 'Bank transfer requests and their history arrive in a later release.',
  },
];

const later = (what: string) => `${what} This screen arrives in a later release.`;

export const SCREENS: ScreenInfo[] = [
  {
    path: '/expense-management/request-bank-transfer',
    title: 'Request Bank Transfer',
    coming: later('Transfer details, expense items and supporting documents.'),
  },
  { path: '/form-data', title: 'Form Data', coming: later('The data entered in a form.') },
];

/** The app home a screen belongs to, for its back link. */
export function parentAppHome(path: string): AppHomeInfo | undefined {
  return APP_HOMES.find((home) => path.startsWith(`/${home.app}/`));
}

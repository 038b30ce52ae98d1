import { AccountSignInPage } from './account-sign-in-page.tsx';

/** /login/admin: master admin sign-in; success lands on /master-home-page. */
export function AdminSignInPage() {
  return <AccountSignInPage kind="admin" />;
}

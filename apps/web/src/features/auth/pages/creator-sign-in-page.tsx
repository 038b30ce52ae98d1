import { AccountSignInPage } from './account-sign-in-page.tsx';

/** /login/creator-login: creator sign-in; success lands on the home route (the creator portal). */
export function CreatorSignInPage() {
  return <AccountSignInPage kind="creator" />;
}

import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { paths } from '../../../app/paths.ts';
import { AccountSignInForm } from '../components/account-sign-in-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignInLinks } from '../components/sign-in-links.tsx';

/** /login/creator-login: creator sign-in; success lands on the home route (the creator portal). */
export function CreatorSignInPage() {
  return (
    <AuthLayout
      title="CREATOR LOGIN"
      subtitle="Access creator panel — No organization required"
      footer={<SignInLinks current={paths.creatorLogin} />}
    >
      <AccountSignInForm kind="creator" fallbackError={authMessages.creatorLoginFailed} />
    </AuthLayout>
  );
}

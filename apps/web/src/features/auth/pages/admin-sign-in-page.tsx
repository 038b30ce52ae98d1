import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { paths } from '../../../app/paths.ts';
import { AccountSignInForm } from '../components/account-sign-in-form.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { SignInLinks } from '../components/sign-in-links.tsx';

/** /login/admin: master admin sign-in; success lands on /master-home-page. */
export function AdminSignInPage() {
  return (
    <AuthLayout
      title="ADMIN LOGIN"
      subtitle="Access admin panel — No organization required"
      footer={<SignInLinks current={paths.adminLogin} />}
    >
      <AccountSignInForm kind="admin" fallbackError={authMessages.adminLoginFailed} />
    </AuthLayout>
  );
}

import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

const PAGES = [
  { path: '/login', label: 'Organization sign-in' },
  { path: '/login/admin', label: 'Admin login' },
  { path: '/login/creator-login', label: 'Creator login' },
] as const;

/** Links to the other sign-in pages. */
export function SignInLinks({ current }: { current: (typeof PAGES)[number]['path'] }) {
  return PAGES.filter((page) => page.path !== current).map((page) => (
    <Link key={page.path} component={RouterLink} to={page.path} variant="body2">
      {page.label}
    </Link>
  ));
}

import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';

const PAGES = [
  { path: paths.login, label: 'Organization sign-in' },
  { path: paths.adminLogin, label: 'Admin login' },
  { path: paths.creatorLogin, label: 'Creator login' },
] as const;

/** Links to the other sign-in pages. */
export function SignInLinks({ current }: { current: (typeof PAGES)[number]['path'] }) {
  return PAGES.filter((page) => page.path !== current).map((page) => (
    <Link key={page.path} component={RouterLink} to={page.path} variant="body2">
      {page.label}
    </Link>
  ));
}

import './sign-in.css';
import { signInPages } from '@atrium/domain/auth/sign-in.rules.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountSignIn } from './account-sign-in.tsx';
import { OrgSignIn } from './org-sign-in.tsx';
import { prefetchAppWhenIdle } from './prefetch-app.ts';
import { leaveWhenSignedIn } from './sign-in.api.ts';

// The sign-in pages are a page of their own, with React and nothing else (decision 0039); the server and the
// service worker send this page for /login, /login/admin, /login/creator-login and /login/{orgId}.
function page(pathname: string) {
  const path = pathname.replace(/\/$/, '');
  if (path === signInPages.admin) return <AccountSignIn kind="admin" />;
  if (path === signInPages.creator) return <AccountSignIn kind="creator" />;
  return (
    <OrgSignIn
      orgId={path.startsWith(`${signInPages.org}/`) ? decoded(path.slice(signInPages.org.length + 1)) : ''}
    />
  );
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // A malformed escape: the ID as typed, which the sign-in will refuse with its message.
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(<StrictMode>{page(window.location.pathname)}</StrictMode>);
leaveWhenSignedIn();
prefetchAppWhenIdle();

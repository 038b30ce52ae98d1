import { signInPages } from '@atrium/domain/auth/sign-in.rules.ts';
import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  /** The page's own address, left out of the links to the other sign-in pages. */
  current: string;
  children: ReactNode;
}

const PAGES = [
  { path: signInPages.org, label: 'Organization sign-in' },
  { path: signInPages.admin, label: 'Admin login' },
  { path: signInPages.creator, label: 'Creator login' },
];

/** The centred card of the sign-in pages, as the app draws it (features/auth/components/auth-layout.tsx). */
export function AuthLayout({ title, subtitle, current, children }: AuthLayoutProps) {
  return (
    <main className="auth">
      <div className="auth__card">
        <p className="auth__brand">Atrium</p>
        <h1 className="auth__title auth__title--with-subtitle">{title}</h1>
        <p className="auth__subtitle">{subtitle}</p>
        {children}
        <div className="auth__footer">
          {PAGES.filter((page) => page.path !== current).map((page) => (
            <a key={page.path} className="link" href={page.path}>
              {page.label}
            </a>
          ))}
        </div>
      </div>
    </main>
  );
}

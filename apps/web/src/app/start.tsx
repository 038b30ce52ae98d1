// The app: providers, router and the first render into #root, which replaces the page's first frame.
import './zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { takeSessionFrom } from './session/me.api.ts';
import './session/session-channel.ts';
import { createAppRouter } from './router.tsx';

/**
 * Starts the app; `takeEarlySession` gives the session's request the page's entry sent, once. In the task
 * after this code's evaluation: the router's first navigation and the first render (main.tsx). (A timer of its
 * own, and the entry's function passed in: importing the entry's helpers here would put them in this code's
 * chunk, which the entry would then load before its first paint.)
 */
export function startApp(takeEarlySession: () => Promise<Response> | undefined): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  takeSessionFrom(takeEarlySession);
  setTimeout(() => renderApp(root), 0);
}

function renderApp(root: HTMLElement) {
  const router = createAppRouter();
  const app = createRoot(root);
  // A transition: React renders the providers and the first screen in slices rather than in one task.
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

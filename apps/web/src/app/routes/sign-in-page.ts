import type { LoaderFunctionArgs } from 'react-router';

// The address this document was opened at: the app itself, never the sign-in page.
const openedAt = window.location.href;

/**
 * The sign-in pages are a page of their own, outside the app (decision 0039): going to one from the app (signed
 * out, a sign-out, a link) loads that page. The app's screen stays until the browser leaves it.
 */
export function toSignInPage({ request }: LoaderFunctionArgs): Promise<never> {
  // The server sent the app for a sign-in address (it should send the sign-in page): reloading would loop.
  if (request.url === openedAt) throw new Error('The sign-in page could not be loaded');
  window.location.replace(request.url);
  return new Promise(() => {});
}

import type { MenuItem } from '@atrium/domain/shell/menu.ts';
import { matchRoutes } from 'react-router';
import { router } from '../router.tsx';

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.path, ...menuPaths(item.children ?? [])]);
}

/**
 * Fetches the code of every screen the side menu leads to, so that a screen opened later still draws when the
 * connection has gone in the meantime (the service worker keeps what was fetched). Loading a route's code
 * twice is harmless: the browser holds each module once, and the router's own load then finds it ready.
 */
export function prefetchMenuScreens(items: MenuItem[]): void {
  for (const path of new Set(menuPaths(items))) {
    for (const { route } of matchRoutes(router.routes, path) ?? []) {
      if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    }
  }
}

/** Runs once the first screen has drawn and the browser has nothing else to do. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 2000);
  return () => clearTimeout(id);
}

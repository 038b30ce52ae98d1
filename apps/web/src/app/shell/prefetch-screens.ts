import type { MenuItem } from '@atrium/domain/shell/menu.ts';
import { matchRoutes } from 'react-router';
import { router } from '../router.tsx';

/** The menu's own entries first (always shown), then the pages under them. */
function menuPaths(items: MenuItem[]): string[] {
  const children = items.flatMap((item) => item.children ?? []);
  return [...items.map((item) => item.path), ...(children.length > 0 ? menuPaths(children) : [])];
}

/**
 * Fetches the code of every screen the side menu leads to, so that a screen opened later still draws when the
 * connection has gone in the meantime (the service worker keeps what was fetched). One screen at a time, each
 * when the browser is idle, so the work never blocks a tap for long. Loading a route's code twice is
 * harmless: the browser holds each module once, and the router's own load then finds it ready. Answers a
 * function that stops what is left (the shell unmounted, or the menu changed).
 */
export function prefetchMenuScreens(items: MenuItem[]): () => void {
  const loads: (() => Promise<unknown>)[] = [];
  for (const path of new Set(menuPaths(items))) {
    for (const { route } of matchRoutes(router.routes, path) ?? []) {
      const lazy = route.lazy;
      if (typeof lazy === 'function') loads.push(() => lazy());
    }
  }
  let cancel = () => {};
  let stopped = false;
  const next = () => {
    const load = loads.shift();
    if (!load || stopped) return;
    cancel = whenIdle(() => void load().then(next, next));
  };
  next();
  return () => {
    stopped = true;
    cancel();
  };
}

/** Runs once the browser has nothing else to do (at most 2 s later). */
function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

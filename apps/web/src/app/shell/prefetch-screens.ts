import type { MenuItem } from '@atrium/domain/shell/menu.ts';
import { matchRoutes } from 'react-router';
import { appRoutes } from '../router.tsx';
import { whenIdle, whenSettled } from './when-settled.ts';

/** The menu's own entries first (always shown), then the pages under them. */
function menuPaths(items: MenuItem[]): string[] {
  const children = items.flatMap((item) => item.children ?? []);
  return [...items.map((item) => item.path), ...(children.length > 0 ? menuPaths(children) : [])];
}

/** The code loads of the routes a path opens (those not loaded yet). */
function screenLoads(path: string): (() => Promise<unknown>)[] {
  return (matchRoutes(appRoutes, path) ?? []).flatMap(({ route }): (() => Promise<unknown>)[] => {
    const lazy = route.lazy;
    if (typeof lazy === 'function') return [() => lazy()];
    // A route whose parts load on their own (`lazy: { loader, Component }`).
    return lazy ? [() => Promise.all(Object.values(lazy).map((load) => load?.()))] : [];
  });
}

/** Starts loading the code of the screen a path opens: a menu entry pointed at is likely to be opened next. */
export function prefetchScreen(path: string): void {
  for (const load of screenLoads(path)) void load().catch(() => {});
}

/**
 * Fetches the code of every screen the side menu leads to, so that a screen opened later still draws when the
 * connection has gone in the meantime (decision 0040). A page a service worker controls skips it: the worker
 * precached every script before it took control. Otherwise it starts once the first screen has settled
 * (`whenSettled`), so the first screen's code and data never wait behind it. One screen at a time, each when the browser is idle, so the work never
 * blocks a tap for long. Loading a route's code twice is harmless: the browser holds each module once. Answers
 * a function that stops what is left (the shell unmounted, or the menu changed).
 */
export function prefetchMenuScreens(items: MenuItem[]): () => void {
  if (navigator.serviceWorker?.controller) return () => {};
  // Each path is matched against the routes only when its turn comes: matching all of them at once took a
  // long task of a slow phone's main thread right after the shell's first render.
  const paths = [...new Set(menuPaths(items))];
  const loads: (() => Promise<unknown>)[] = [];
  let cancel = () => {};
  let stopped = false;
  const next = () => {
    while (loads.length === 0 && paths.length > 0) loads.push(...screenLoads(paths.shift() ?? ''));
    const load = loads.shift();
    if (!load || stopped) return;
    cancel = whenIdle(() => void load().then(next, next));
  };
  const stopWaiting = whenSettled(next);
  return () => {
    stopped = true;
    stopWaiting();
    cancel();
  };
}

import type { MenuItem } from '@atrium/domain/shell/menu.ts';
import { matchRoutes } from 'react-router';
import { router } from '../router.tsx';

/** After the page's load event, this long before the prefetch starts unless the user acts sooner. */
const START_AFTER_LOAD_MS = 5000;

/** The menu's own entries first (always shown), then the pages under them. */
function menuPaths(items: MenuItem[]): string[] {
  const children = items.flatMap((item) => item.children ?? []);
  return [...items.map((item) => item.path), ...(children.length > 0 ? menuPaths(children) : [])];
}

/** The code loads of the routes a path opens (those not loaded yet). */
function screenLoads(path: string): (() => Promise<unknown>)[] {
  return (matchRoutes(router.routes, path) ?? []).flatMap(({ route }) => {
    const lazy = route.lazy;
    return typeof lazy === 'function' ? [() => lazy()] : [];
  });
}

/** Starts loading the code of the screen a path opens: a menu entry pointed at is likely to be opened next. */
export function prefetchScreen(path: string): void {
  for (const load of screenLoads(path)) void load().catch(() => {});
}

/**
 * Fetches the code of every screen the side menu leads to, so that a screen opened later still draws when the
 * connection has gone in the meantime (decision 0040). A page a service worker controls skips it: the worker
 * precached every script before it took control. Otherwise it starts once the first screen is drawn and
 * settled: at the user's first tap or key, or a few seconds after the page's load event, so the first screen's
 * code and data never wait behind it. One screen at a time, each when the browser is idle, so the work never
 * blocks a tap for long. Loading a route's code twice is harmless: the browser holds each module once. Answers
 * a function that stops what is left (the shell unmounted, or the menu changed).
 */
export function prefetchMenuScreens(items: MenuItem[]): () => void {
  if (navigator.serviceWorker?.controller) return () => {};
  const loads = [...new Set(menuPaths(items))].flatMap(screenLoads);
  let cancel = () => {};
  let stopped = false;
  const next = () => {
    const load = loads.shift();
    if (!load || stopped) return;
    cancel = whenIdle(() => void load().then(next, next));
  };
  const stopWaiting = afterFirstScreen(next);
  return () => {
    stopped = true;
    stopWaiting();
    cancel();
  };
}

const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/** Runs once: at the first tap or key, or START_AFTER_LOAD_MS after the load event. Answers a cancel. */
function afterFirstScreen(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    stop();
    work();
  };
  const startLater = () => {
    timer = setTimeout(start, START_AFTER_LOAD_MS);
  };
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('load', startLater);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, start, true);
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') startLater();
  else window.addEventListener('load', startLater, { once: true });
  return stop;
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

/** The id of the page's `<template>` of links to fetch once the first frame is painted (decision 0047). */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';

/**
 * Resolves once the browser has painted the page's first frame: the frame is drawn before the app's code is
 * asked for and run. A hidden page paints nothing, so there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Moves the page's deferred `<link rel="modulepreload">`s into its head, where the browser fetches them. */
export function releaseDeferredLinks(): void {
  const deferred = document.getElementById(AFTER_FIRST_PAINT_ID);
  if (deferred instanceof HTMLTemplateElement) document.head.append(deferred.content);
}

/** Resolves in a later task: what follows runs after the browser has had its turn (paint, input). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

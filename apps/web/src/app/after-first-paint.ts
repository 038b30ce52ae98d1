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

/**
 * Links moved into the head in one task. Each costs the main thread two to three milliseconds on a slow
 * phone (the browser starts its fetch there and then): the page's 20 to 30 in one go were a task of 150 ms and
 * more at Lighthouse's CPU slow-down, a few at a time are tasks under its 50 ms.
 */
const LINKS_PER_TASK = 4;

/** Moves the page's deferred `<link rel="modulepreload">`s into its head, where the browser fetches them. */
export async function releaseDeferredLinks(): Promise<void> {
  const deferred = document.getElementById(AFTER_FIRST_PAINT_ID);
  if (!(deferred instanceof HTMLTemplateElement)) return;
  const links = [...deferred.content.children];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    document.head.append(...links.slice(start, start + LINKS_PER_TASK));
  }
}

/** Resolves in a later task: what follows runs after the browser has had its turn (paint, input). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * While the user is on the sign-in page and nothing else happens, fetch the scripts the app's page loads first
 * (its entry and the chunks it preloads), so the screen after sign-in draws from the cache. The sign-in page does
 * not know the app's hashed file names: it reads them from the app's page, as the browser will.
 */
export function prefetchAppWhenIdle() {
  const idle = (run: () => void) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 2000);
  };
  const start = () =>
    idle(() => {
      void prefetchApp();
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function prefetchApp() {
  let html: string;
  try {
    const response = await fetch('/index.html', { credentials: 'same-origin' });
    if (!response.ok) return;
    html = await response.text();
  } catch {
    return; // Offline: the app comes when it is opened.
  }
  const page = new DOMParser().parseFromString(html, 'text/html');
  const urls = new Set<string>();
  for (const script of page.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
    urls.add(script.getAttribute('src') ?? '');
  }
  for (const link of page.querySelectorAll<HTMLLinkElement>(
    'link[rel="modulepreload"][href], link[rel="stylesheet"][href]',
  )) {
    urls.add(link.getAttribute('href') ?? '');
  }
  for (const url of urls) {
    if (!url.startsWith('/')) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // Module scripts are fetched in CORS mode: the prefetched copy must be fetched the same way to be reused.
    if (url.endsWith('.js')) link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_FRAME_END, FIRST_FRAME_START, USER_NAME_SLOT } from '@atrium/domain/shell/first-frame.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { call, type Response, setUpServer, startTestApp, type TestApp } from './support/test-app.ts';

const WEB = path.resolve(import.meta.dirname, '../../web');
const BIG_ASSET = '/assets/vendor-test.js';
const bigScript = Array.from(
  { length: 4000 },
  (_, i) => `export const value${i} = 'value number ${i}';`,
).join('\n');

/** An app page as the web build writes it: its first frame in `#root` (decision 0047). */
function appPage(root: string, frame: string): string {
  return `<!doctype html><html lang="en"><title>Atrium</title>${root}${FIRST_FRAME_START}${frame}${FIRST_FRAME_END}</div></html>`;
}

/** A small built app: the page, the icon, a big script, compressed by the web build's own step. */
function buildWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'atrium-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), appPage('<div id="root">', '<p>The bar</p>'));
  writeFileSync(
    path.join(dist, 'signin.html'),
    '<!doctype html><title>Atrium</title><div id="root" data-sign-in></div>',
  );
  // A route page (decision 0045): the app page that also preloads the entries table's code.
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(
    path.join(dist, 'pages/form-data.html'),
    appPage('<div id="root" data-route-page>', '<h1>Form Data</h1>'),
  );
  // The home page of the users whose home is the dashboard (decision 0047).
  writeFileSync(
    path.join(dist, 'pages/home.html'),
    appPage('<div id="root" data-home>', `<h1>Welcome back, ${USER_NAME_SLOT}!</h1>`),
  );
  writeFileSync(
    path.join(dist, 'route-pages.json'),
    JSON.stringify([
      { pattern: '^/form-management/form-data/[^/]+/?$', page: 'pages/form-data.html' },
      { pattern: '^//?$', page: 'pages/home.html', home: 'dashboard' },
    ]),
  );
  writeFileSync(path.join(dist, BIG_ASSET), bigScript);
  writeFileSync(path.join(dist, 'sw.js'), `// service worker\n${bigScript}`);
  copyFileSync(path.join(WEB, 'public/favicon.ico'), path.join(dist, 'favicon.ico'));
  execFileSync(process.execPath, [path.join(WEB, 'scripts/compress-dist.mjs'), dist]);
  return dist;
}

let dist: string;
let server: Awaited<ReturnType<typeof setUpServer>>;
let overHttps: TestApp;

beforeAll(async () => {
  dist = buildWebDist();
  server = await setUpServer({ WEB_DIST_DIR: dist });
  overHttps = await startTestApp(server.testDb.database, {
    WEB_DIST_DIR: dist,
    PUBLIC_URL: 'https://atrium.example.com',
  });
});
afterAll(async () => {
  await overHttps?.close();
  await server?.tearDown();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as directive name to its sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectPageHeaders(response: Response) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('come with the app page, an API answer and a static file', async () => {
    const page = await call(server.app, 'GET', '/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectPageHeaders(page);
    expect(policyOf(page).has('upgrade-insecure-requests')).toBe(false);

    const api = await call(server.app, 'GET', '/api/health');
    expect(api.statusCode).toBe(200);
    expectPageHeaders(api);

    const refused = await call(server.app, 'GET', '/api/me');
    expect(refused.statusCode).toBe(401);
    expectPageHeaders(refused);

    expectPageHeaders(await call(server.app, 'GET', '/favicon.ico'));
  });

  it('ask for HTTPS only when the app is served over HTTPS', async () => {
    const plain = await call(server.app, 'GET', '/login');
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    for (const url of ['/login', '/api/health']) {
      const secure = await call(overHttps.app, 'GET', url);
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(policyOf(secure).has('upgrade-insecure-requests')).toBe(true);
      expectPageHeaders(secure);
    }
  });

  it('let the API documentation page load its own scripts', async () => {
    const docs = await call(server.app, 'GET', '/api/docs/');
    expect(docs.statusCode).toBe(200);
    const scripts = [...docs.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(docs.body).not.toMatch(/<script>/);
    expect(policyOf(docs).get('script-src')).toContain("'self'");
  });
});

describe('compression', () => {
  it('sends a big asset as the brotli or gzip file the build wrote, as asked, and whole otherwise', async () => {
    const br = await call(server.app, 'GET', BIG_ASSET, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(bigScript.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);

    const gzip = await call(server.app, 'GET', BIG_ASSET, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const whole = await call(server.app, 'GET', BIG_ASSET, { headers: { 'accept-encoding': 'identity' } });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body).toBe(bigScript);
  });

  it('keeps the service worker uncached in its compressed form too', async () => {
    const sw = await call(server.app, 'GET', '/sw.js', { headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('does not compress API answers (decision 0030: a proxy may)', async () => {
    const json = await call(server.app, 'GET', '/api/openapi.json', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBeUndefined();
    expect((json.json() as { openapi: string }).openapi).toMatch(/^3\./);
  });
});

describe('paths', () => {
  it('serves the icon at /favicon.ico', async () => {
    const icon = await call(server.app, 'GET', '/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    expect(icon.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('answers probe names, files, hidden names and unknown API paths with 404, not the app page', async () => {
    const notPages = [
      '/healthz',
      '/readyz',
      '/livez',
      '/metrics',
      '/health',
      '/status',
      '/api/healthz',
      '/api/no-such-thing',
      '/robots.txt',
      '/assets/index-0ld.js',
      '/.env',
      '/.well-known/security.txt',
    ];
    for (const url of notPages) {
      const response = await call(server.app, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it('serves the assets the build wrote, as spelled: HEAD, no listing, no way out of the folder', async () => {
    const head = await call(server.app, 'HEAD', BIG_ASSET);
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('');
    for (const url of [
      '/assets/',
      '/assets/..%2findex.html',
      '/assets/%2e%2e%2findex.html',
      '/assets/VENDOR-TEST.JS',
      '/assets/vendor-test.js.br/x',
    ]) {
      const response = await call(server.app, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
  });

  it('answers the app routes with the app page', async () => {
    for (const url of [
      '/',
      '/form-management/forms/x1?tab=2',
      '/storage',
      '/reset-password?token=x',
      '/login/a/b',
    ]) {
      const response = await call(server.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers a route the build wrote a page for with that page, never cached', async () => {
    for (const url of ['/form-management/form-data/f1', '/form-management/form-data/f1/?x=1']) {
      const response = await call(server.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-route-page>');
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
    }
    for (const url of ['/form-management/form-data', '/form-management/form-data/f1/x']) {
      const response = await call(server.app, 'GET', url);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('answers the sign-in addresses with the sign-in page, never cached', async () => {
    for (const url of [
      '/login',
      '/login/',
      '/login/admin',
      '/login/creator-login',
      '/login/AbCd1234?error=x',
    ]) {
      const response = await call(server.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-sign-in>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('the first frame of the app pages (decision 0047)', () => {
  it('is taken out when no one is signed in: the app decides where to go', async () => {
    for (const url of ['/', '/storage', '/form-management/form-data/f1']) {
      const response = await call(server.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(FIRST_FRAME_START);
      expect(response.body, url).not.toContain('<h1>');
      expect(response.body, url).toContain('<div id="root"');
    }
  });

  it("greets a signed-in user by name on the home page, and shows other pages' frames", async () => {
    const { adminCookie, fields } = await orgWithAdmin(server.app, await signInMaster(server.app));
    const home = await call(server.app, 'GET', '/', { cookie: adminCookie });
    expect(home.body).toContain(`<h1>Welcome back, ${fields.adminName}!</h1>`);
    expect(home.body).toContain('<html lang="en">');
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(String(home.headers.vary)).toContain('cookie');
    const table = await call(server.app, 'GET', '/form-management/form-data/f1', { cookie: adminCookie });
    expect(table.body).toContain('<h1>Form Data</h1>');
    const storage = await call(server.app, 'GET', '/storage', { cookie: adminCookie });
    expect(storage.body).toContain(`${FIRST_FRAME_START}<p>The bar</p>`);
  });

  it("shows the frame in the user's saved colour scheme", async () => {
    const { adminCookie } = await orgWithAdmin(server.app, await signInMaster(server.app));
    await call(server.app, 'PATCH', '/api/me/settings', { cookie: adminCookie, body: { darkMode: true } });
    const home = await call(server.app, 'GET', '/', { cookie: adminCookie });
    expect(home.body).toContain('<html lang="en" data-color-scheme="dark">');
  });

  it('does not greet a master admin, whose home page is another', async () => {
    const master = await signInMaster(server.app);
    const home = await call(server.app, 'GET', '/', { cookie: master });
    expect(home.body).not.toContain('Welcome back');
    expect(home.body).toContain(`${FIRST_FRAME_START}<p>The bar</p>`);
  });

  it('comes compressed as the browser accepts', async () => {
    const { adminCookie, fields } = await orgWithAdmin(server.app, await signInMaster(server.app));
    const headers = (encoding: string) => ({ cookie: adminCookie, headers: { 'accept-encoding': encoding } });
    const br = await call(server.app, 'GET', '/', headers('gzip, br'));
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(`Welcome back, ${fields.adminName}!`);
    const gzip = await call(server.app, 'GET', '/', headers('gzip'));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(`Welcome back, ${fields.adminName}!`);
    const plain = await call(server.app, 'GET', '/', headers('identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`Welcome back, ${fields.adminName}!`);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { primaryRole } from '@atrium/domain/access/permissions.ts';
import { isSignInPage, SIGN_IN_PAGE_FILE } from '@atrium/domain/auth/sign-in.rules.ts';
import { NOT_FOUND_MESSAGE } from '@atrium/domain/common/api-error.ts';
import { settingsOf } from '@atrium/domain/me/me.schemas.ts';
import { fillFirstFrame, type HomeKind, homeKind } from '@atrium/domain/shell/first-frame.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendHtml } from './send-html.ts';

/** Paths that probes and scanners try; answering them with the app page would report a wrong probe healthy. */
const NOT_PAGES = new Set(['healthz', 'readyz', 'livez', 'health', 'ready', 'live', 'metrics', 'status']);

/**
 * Whether a path may be a page of the app. Unknown API paths, anything in the build's assets folder, files (a
 * name with an extension, say an asset of a newer build), hidden names (`.env`, `.well-known/`) and probe
 * names are not: they get a 404.
 */
export function mayBeAppPage(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname === '/api') return false;
  if (pathname.startsWith('/assets/')) return false;
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return !NOT_PAGES.has((segments[0] ?? '').toLowerCase());
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: { code: 'not_found', message: NOT_FOUND_MESSAGE } });

/**
 * What the web build's `route-pages.json` lists: an address pattern and the page to send for it; `home`, when
 * the page is for the users whose home page ('/') is that one only.
 */
interface RoutePage {
  pattern: RegExp;
  page: string;
  home?: HomeKind;
}

/**
 * The app's pages for given routes (decision 0045): `index.html` with the route's own code preloaded as well,
 * written by the web build beside a list of the addresses each is for. None when the build has no list.
 */
function routePagesOf(distDir: string): RoutePage[] {
  const file = path.join(distDir, 'route-pages.json');
  if (!existsSync(file)) return [];
  const listed = JSON.parse(readFileSync(file, 'utf8')) as {
    pattern: string;
    page: string;
    home?: HomeKind;
  }[];
  return listed
    .filter(({ page }) => existsSync(path.join(distDir, page)))
    .map(({ pattern, page, home }) => ({ pattern: new RegExp(pattern), page, home }));
}

/**
 * Serves the built web app and answers every other GET that may be a page with index.html, so that deep links
 * load the app; the sign-in addresses (/login, /login/AbCd1234, ...) get the sign-in page, a small page of its
 * own (signin.html, decision 0039), when the build has one; a route the build wrote a page of its own for
 * (route-pages.json) gets that page. An app page comes with its first frame filled in for the signed-in user
 * (the home page's heading says their name) or taken out without one (decision 0047). Hashed assets are cached
 * for a year; the pages and the service worker never. Text files go out as the .br or .gz the build wrote
 * beside them, when the browser accepts it.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const hasSignInPage = existsSync(path.join(distDir, SIGN_IN_PAGE_FILE));
  const routePages = routePagesOf(distDir);
  // The app's pages are filled in for each request (their first frame, decision 0047): read once.
  const pages = new Map(
    ['index.html', ...routePages.map((route) => route.page)].map((page) => [
      page,
      readFileSync(path.join(distDir, page), 'utf8'),
    ]),
  );
  // Hashed assets are cached for a year; the pages and the service worker never.
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    // A precompressed variant (sw.js.br) is cached as the file it stands for.
    const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    const neverCache = name.endsWith('.html') || name === 'sw.js';
    reply.header(
      'cache-control',
      immutable ? 'public, max-age=31536000, immutable' : neverCache ? 'no-cache' : 'public, max-age=3600',
    );
  };
  // The few files at the top (the pages, the service worker, the icons) get a route each, so that every other
  // path falls through to the app's pages below.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    globIgnore: ['assets/**'],
    // '/' is an app page like any other (filled in below), not the folder's index.html.
    index: false,
    preCompressed: true,
    setHeaders,
  });
  // The hashed assets, hundreds of files with their .br and .gz, are one route: a route each made the start
  // about a quarter of a second longer (decision 0054). Only the names the build wrote are served, spelled
  // as written; anything else under /assets (a file of a newer build, a path with '..') is a 404.
  const assetsDir = path.join(distDir, 'assets');
  const assetNames = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  app.get<{ Params: { name: string } }>('/assets/:name', { schema: { hide: true } }, (request, reply) =>
    assetNames.has(request.params.name) ? reply.sendFile(`assets/${request.params.name}`) : notFound(reply),
  );
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!mayBeAppPage(pathname)) {
      return notFound(reply);
    }
    if (hasSignInPage && isSignInPage(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile(SIGN_IN_PAGE_FILE);
    }
    const auth = await request.optionalAuth();
    const home = auth ? homeKind(primaryRole(auth.actor)) : null;
    const route = routePages.find(
      (candidate) => candidate.pattern.test(pathname) && (!candidate.home || candidate.home === home),
    );
    const page = pages.get(route?.page ?? 'index.html') ?? '';
    const user = auth ? { name: auth.user.name, darkMode: settingsOf(auth.user.settings).darkMode } : null;
    // The page says who is signed in: never kept by a shared cache, and asked for again with another cookie.
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie');
    return sendHtml(request, reply, fillFirstFrame(page, user));
  });
  return true;
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app and answers every non-API GET with index.html, so that deep links such as
 * /login/AbCd1234 load the app. Hashed assets are cached for a year; index.html and the service worker never.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders(reply, filePath) {
      const name = path.basename(filePath);
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      const neverCache = name === 'index.html' || name === 'sw.js';
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : neverCache ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // Unknown API paths and missing files (say, an asset of a newer build) are 404s, never the app page.
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}

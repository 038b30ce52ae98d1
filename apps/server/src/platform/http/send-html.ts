import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A page made for one request is compressed as it goes out (the build's pages are compressed beforehand). A
// page is some 25 kB and the frame's styles repeat: brotli's quality 5 takes it to about 3 kB in a millisecond.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Sends an HTML page, compressed as the browser accepts (brotli, then gzip). */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

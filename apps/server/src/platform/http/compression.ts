import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text that the default list would miss or wrongly include: JSON and XML of any flavour and text of any kind
 * but the event stream. Other types follow mime-db, which marks octet-stream, images, zips and spreadsheets
 * as not worth compressing; NDJSON progress is not listed there, so each line goes out as it comes.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)/;

/**
 * Compresses answers (API JSON, CSV exports, stored text files) with brotli or gzip when the client accepts
 * them. The built web app's files are compressed once at build time and served as such (static-web.ts), so
 * this does not touch them. The live event stream and tus uploads write to the socket themselves and pass by.
 * Request bodies are not decompressed: no client sends them compressed, and an inflated body would escape the
 * body limit's intent.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}

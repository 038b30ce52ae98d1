import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { FIRST_FRAME_END, FIRST_FRAME_START } from '../../packages/domain/src/shell/first-frame.ts';

const WEB = path.dirname(fileURLToPath(import.meta.url));
const RENDER_MODULE = '/src/app/shell/first-frame.render.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/** The frames drawn so far, by heading ('' for none). */
const frames = new Map<string, string>();

/** The page with its first frame in `#root`: the frame of the given heading, drawn by `firstFrame()`. */
export function withFirstFrame(html: string, heading = ''): string {
  const frame = frames.get(heading);
  if (frame === undefined) throw new Error(`No first frame was drawn for the heading '${heading}'`);
  const framed = `${FIRST_FRAME_START}${frame}${FIRST_FRAME_END}`;
  const start = html.indexOf(FIRST_FRAME_START);
  if (start >= 0) {
    const end = html.indexOf(FIRST_FRAME_END) + FIRST_FRAME_END.length;
    return html.slice(0, start) + framed + html.slice(end);
  }
  if (!html.includes(EMPTY_ROOT)) throw new Error('The page has no empty #root for its first frame');
  return html.replace(EMPTY_ROOT, `<div id="root">${framed}</div>`);
}

/**
 * Draws the first frames of the app's pages (decision 0047) with the app's own components, theme and styles,
 * in Node at build time, and writes the plain one into `index.html`. `headings` are the other pages' headings;
 * `routePages()` puts those frames in the pages it writes.
 */
export function firstFrame(headings: readonly string[]): Plugin {
  return {
    name: 'atrium-first-frame',
    apply: 'build',
    async buildStart() {
      const server = await createServer({
        configFile: false,
        root: WEB,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderFirstFrame } = (await server.ssrLoadModule(RENDER_MODULE)) as {
          renderFirstFrame: (heading?: string) => string;
        };
        for (const heading of ['', ...headings]) frames.set(heading, renderFirstFrame(heading || undefined));
      } finally {
        await server.close();
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (ctx.path === '/index.html') return withFirstFrame(html);
      },
    },
  };
}

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative import: the config is bundled, and Node cannot load the domain's TypeScript from node_modules.
import { SIGN_IN_PAGE_FILE, SIGN_IN_PAGE_PATTERN } from '../../packages/domain/src/auth/sign-in.rules.ts';
import {
  chunkGroups,
  chunkGroupsGraph,
  preloadShell,
  ROUTE_PAGES,
  ROUTE_PAGES_DIR,
  routePages,
} from './chunk-groups.ts';
import { firstFrame } from './first-frame-build.ts';

const THEME_COLOR = '#1565c0';
const api = { '/api': { target: 'http://localhost:3000' } };

// The sign-in pages are their own small page (decision 0039). The pattern matches a path; the service worker
// matches a whole URL, with any query (a failed Microsoft sign-in comes back to /login?error=...).
const SIGN_IN_PATH = SIGN_IN_PAGE_PATTERN.source.slice(1, -1);
const SIGN_IN_URL = new RegExp(`^https?://[^/]+${SIGN_IN_PATH}(?:\\?.*)?$`);
const SIGN_IN_NAVIGATION = new RegExp(`^${SIGN_IN_PATH}(?:\\?.*)?$`);

/** The development server answers the sign-in addresses with the sign-in page, as the server does. */
function signInPageInDevelopment(): Plugin {
  return {
    name: 'atrium-sign-in-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?');
        if (SIGN_IN_PAGE_PATTERN.test(pathname))
          request.url = `/${SIGN_IN_PAGE_FILE}${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    signInPageInDevelopment(),
    chunkGroupsGraph(),
    preloadShell(),
    firstFrame(ROUTE_PAGES.map((page) => page.heading)),
    routePages(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['favicon.ico', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Atrium',
        short_name: 'Atrium',
        description: 'Business workspace for your organisation',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        // PNG only: a browser checking whether the app can be installed reads the icons on the page's main
        // thread, and an SVG one took it 57 ms at full speed (decision 0049).
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The route pages are index.html with more preloads, for the server to send (decision 0045).
        globIgnores: [`${ROUTE_PAGES_DIR}/**`],
        navigateFallback: '/index.html',
        // API calls, the event stream and the Microsoft sign-in redirects always go to the server; the
        // sign-in pages have a page of their own.
        navigateFallbackDenylist: [/^\/api\//, SIGN_IN_NAVIGATION],
        // The sign-in page from the server while online (it is never cached), from the precache offline.
        runtimeCaching: [
          {
            urlPattern: SIGN_IN_URL,
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `/${SIGN_IN_PAGE_FILE}` } },
          },
        ],
      },
    }),
  ],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    // bench/src/web-bundle.mjs reads which chunks each screen needs from it.
    manifest: true,
    rolldownOptions: {
      input: { app: 'index.html', signIn: SIGN_IN_PAGE_FILE },
      output: {
        // What each group holds and why: chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});

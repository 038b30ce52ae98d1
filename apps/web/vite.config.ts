import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOR = '#1565c0';
const api = { '/api': { target: 'http://localhost:3000' } };

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Atrium',
        short_name: 'Atrium',
        description: 'Business workspace for your organisation',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // API calls, the event stream and the Microsoft sign-in redirects always go to the server.
        navigateFallbackDenylist: [/^\/api\//],
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
      output: {
        codeSplitting: {
          groups: [
            // Only what every screen needs, sign-in included, shares a chunk that stays cached across
            // releases. A group for all of node_modules (or all of MUI) would put every screen's
            // libraries into the first download again (decision 0037).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@emotion)[\\/]/,
            },
            {
              name: 'mui-core',
              test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming|material[\\/](styles|utils|internal|ButtonBase|Typography|Paper|Box|SvgIcon|Button|IconButton|Modal|Portal|Popover|Menu|MenuList|MenuItem|List|ListItem\w*|Fade|Grow|Backdrop|TextField|InputBase|Input|OutlinedInput|FilledInput|InputAdornment|FormControl|FormLabel|FormHelperText|InputLabel|Select|NativeSelect|Alert|CssBaseline|useMediaQuery|Stack|Chip|CircularProgress|LinearProgress|Toolbar|Tooltip|Popper|Grid|AppBar|Drawer|Divider|Avatar|transitions|colors|zero-styled|DefaultPropsProvider|GlobalStyles))|@babel[\\/]runtime|react-transition-group|@popperjs|clsx|prop-types|react-is|hoist-non-react-statics|notistack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

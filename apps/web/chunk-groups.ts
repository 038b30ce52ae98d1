import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { dashboardMessages } from '../../packages/domain/src/dashboard/quick-actions.ts';
import { type HomeKind, USER_NAME_SLOT } from '../../packages/domain/src/shell/first-frame.ts';
import { withFirstFrame } from './first-frame-build.ts';
import { AFTER_FIRST_PAINT_ID } from './src/app/after-first-paint.ts';
import { routes } from './src/app/paths.ts';
import { FORM_DATA_HEADING } from './src/features/entries/pages/form-data-heading.ts';

// The build's chunk groups (decisions 0037, 0039 and 0043). Only what every screen of a page needs shares a
// library chunk that stays cached across releases; the app's own code that the first draw of every signed-in
// screen needs is one chunk for the app's entry and one for the shell, so that a phone fetches a handful of
// files before the first screen rather than some sixty, each a round trip on a slow link.

const WEB = path.dirname(fileURLToPath(import.meta.url));
// The app's code: the page's entry (main.tsx) only starts it once the page's first frame is painted.
const APP_ENTRY = path.join(WEB, 'src/app/start.tsx');
const SIGN_IN_ENTRY = path.join(WEB, 'src/sign-in/main.tsx');
const SIGN_IN_DIR = path.join(WEB, 'src/sign-in') + path.sep;
const SHELL = path.join(WEB, 'src/app/shell/app-shell.tsx');
// The entries table's route: its loader, which asks for the data, and its page (decision 0045).
const TABLE_LOADER = path.join(WEB, 'src/features/entries/api/entries-table.loader.ts');
const TABLE_PAGE = path.join(WEB, 'src/features/entries/pages/form-data-page.tsx');
// The table itself, which the page loads with React `lazy` (its loader starts the download).
const TABLE_SCREEN = path.join(WEB, 'src/features/entries/components/table/entries-table-screen.tsx');

// React on its own: the sign-in page loads it and nothing else of the framework (decision 0039).
export const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The rest of what every screen of the app needs, zod included (the API client checks every answer with it).
export const FRAMEWORK =
  /node_modules[\\/](react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@emotion|zod)[\\/]/;
// The MUI parts of the shell and the forms: styles, inputs, buttons, menus, the drawer, app bar, tooltips.
export const MUI_CORE =
  /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming|material[\\/](styles|utils|internal|ButtonBase|Typography|Paper|Box|SvgIcon|Button|IconButton|Modal|Portal|Popover|Menu|MenuList|MenuItem|List|ListItem\w*|Fade|Grow|Backdrop|TextField|InputBase|Input|OutlinedInput|FilledInput|InputAdornment|FormControl|FormLabel|FormHelperText|InputLabel|Select|NativeSelect|Alert|CssBaseline|useMediaQuery|Stack|Chip|CircularProgress|LinearProgress|Toolbar|Tooltip|Popper|Grid|AppBar|Drawer|Divider|Avatar|transitions|colors|zero-styled|DefaultPropsProvider|GlobalStyles))|@babel[\\/]runtime|react-transition-group|@popperjs|clsx|prop-types|react-is|hoist-non-react-statics|notistack)[\\/]/;

type ModuleInfo = {
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
} | null;
type Context = { getModuleInfo(id: string): ModuleInfo };

/** The modules a module needs at once: itself and its static imports, transitively (dynamic imports not). */
function staticallyReachable(root: string, ctx: Context): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

// What one build's module graph says, worked out on the first call that needs it; the plugin below collects
// the modules and forgets all of it when a build starts, so a watch rebuild sees its own graph.
let modules: string[] = [];
let reach: { app: Set<string>; signIn: Set<string>; shell: Set<string> } | undefined;
let shares: Map<string, number> | undefined;
let tableModules: Set<string> | undefined;

function reachOf(ctx: Context) {
  reach ??= {
    app: staticallyReachable(APP_ENTRY, ctx),
    signIn: staticallyReachable(SIGN_IN_ENTRY, ctx),
    shell: staticallyReachable(SHELL, ctx),
  };
  return reach;
}

/** For each module, how many of the modules loaded with `import()` (screens, dialogs, editors) need it at once. */
function sharesOf(ctx: Context) {
  if (shares) return shares;
  const counts = new Map<string, number>();
  for (const root of modules.filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0)) {
    for (const id of staticallyReachable(root, ctx)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  shares = counts;
  return counts;
}

/**
 * The modules only the entries table needs: reached from the table's screen, not from its route's loader (which
 * must stay small: it asks for the data while the table's code is on its way), and from no module loaded with
 * `import()` but those that come with the table (a page that draws it, its dialogs). What other screens share
 * with it (the domain's schemas, MUI parts) is left out, so that no other screen loads the table's code.
 */
function tableModulesOf(ctx: Context) {
  if (tableModules) return tableModules;
  const { app, signIn, shell } = reachOf(ctx);
  const loader = staticallyReachable(TABLE_LOADER, ctx);
  const table = staticallyReachable(TABLE_SCREEN, ctx);
  for (const id of table) {
    const grouped = app.has(id) || signIn.has(id) || shell.has(id) || inLibraryGroup(id);
    if (grouped || loader.has(id)) table.delete(id);
  }
  const roots = modules.filter((id) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0);
  const withTable = (root: string, reached: Set<string>) =>
    root === TABLE_SCREEN ||
    root === TABLE_PAGE ||
    reached.has(TABLE_SCREEN) ||
    (ctx.getModuleInfo(root)?.dynamicImporters ?? []).every((importer) => table.has(importer));
  const elsewhere = new Set<string>();
  for (const root of roots) {
    const reached = staticallyReachable(root, ctx);
    if (!withTable(root, reached)) for (const id of reached) elsewhere.add(id);
  }
  tableModules = new Set([...table].filter((id) => id !== TABLE_SCREEN && !elsewhere.has(id)));
  return tableModules;
}

/** Collects the build's modules for the groups below. */
export function chunkGroupsGraph(): Plugin {
  return {
    name: 'atrium-chunk-groups-graph',
    apply: 'build',
    buildStart() {
      modules = [];
      reach = undefined;
      shares = undefined;
      tableModules = undefined;
    },
    moduleParsed(info) {
      modules.push(info.id);
    },
  };
}

const inLibraryGroup = (id: string) => REACT.test(id) || FRAMEWORK.test(id) || MUI_CORE.test(id);

export const chunkGroups = [
  { name: 'react', test: REACT },
  { name: 'framework', test: FRAMEWORK },
  { name: 'mui-core', test: MUI_CORE },
  {
    // What the sign-in page shares with the app (the domain's sign-in rules and messages): apart, so that the
    // sign-in page loads none of the app's code.
    name: (id: string, ctx: Context) => {
      const { signIn } = reachOf(ctx);
      // Vite's helpers too: the app's entry needs its preload helper before any of the app's code.
      const helper = id.includes('modulepreload-polyfill') || id.includes('preload-helper');
      const shared = (signIn.has(id) && !id.startsWith(SIGN_IN_DIR)) || helper;
      return shared && !inLibraryGroup(id) ? 'sign-in-shared' : null;
    },
  },
  {
    // What the app's entry imports: router, guards, theme, providers, the API client and the domain's schemas
    // it reads. The entry module itself stays the page's entry chunk.
    name: (id: string, ctx: Context) => {
      const { app, signIn } = reachOf(ctx);
      return id !== APP_ENTRY && app.has(id) && !signIn.has(id) && !inLibraryGroup(id) ? 'app-core' : null;
    },
  },
  {
    // What the shell around every signed-in screen imports, with the side menu's icons and the few MUI parts it
    // adds. The shell's module itself stays the chunk its route loads.
    name: (id: string, ctx: Context) => {
      const { app, signIn, shell } = reachOf(ctx);
      const own = id !== SHELL && shell.has(id) && !app.has(id) && !signIn.has(id);
      return own && !inLibraryGroup(id) ? 'shell-core' : null;
    },
  },
  {
    // The icons that two screens or more share, a few kB in all: one file rather than one per icon.
    name: (id: string, ctx: Context) =>
      /node_modules[\\/]@mui[\\/]icons-material[\\/]/.test(id) && (sharesOf(ctx).get(id) ?? 0) >= 2
        ? 'icons'
        : null,
  },
  {
    // The entries table's own code: one file rather than some fifteen. The screen's module stays the chunk its
    // page loads, so that the manifest (and the bundle bench) still names it.
    name: (id: string, ctx: Context) => (tableModulesOf(ctx).has(id) ? 'entries-table' : null),
    // What it imports that other screens share stays in the chunks the bundler makes for those: a shared
    // module never imports a module of the table's alone (another screen would then reach that one too), so
    // the chunks cannot import each other in a circle.
    includeDependenciesRecursively: false,
  },
];

/** The given chunks and every chunk they import statically, however deep: what must load before they run. */
function withStaticImports(bundle: Rollup.OutputBundle, fileNames: string[]): Set<string> {
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
    files.add(file);
    for (const imported of chunk.imports) add(imported);
  };
  for (const file of fileNames) add(file);
  return files;
}

/**
 * Links the page asks for once its first frame is painted (decision 0047): in a `<template>` the app's entry
 * moves into the head then (after-first-paint.ts), so that they do not hold up that paint.
 */
export function deferLinks(html: string, links: string[]): string {
  const open = `<template id="${AFTER_FIRST_PAINT_ID}">`;
  const lines = links.join('\n      ');
  if (html.includes(open)) return html.replace('</template>', `  ${lines}\n    </template>`);
  return html.replace('</body>', `  ${open}\n      ${lines}\n    </template>\n  </body>`);
}

/**
 * The app's page asks for the shell's code (its chunk and the chunks it imports) alongside its entry, with
 * `<link rel="modulepreload">`: every signed-in screen draws inside the shell, and the router would otherwise
 * ask for it only once the entry's code has arrived and run. The sign-in page is left as it is.
 */
export function preloadShell(): Plugin {
  return {
    name: 'atrium-preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || ctx.path !== '/index.html') return;
        const bundle = ctx.bundle;
        const shell = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === SHELL,
        );
        if (shell?.type !== 'chunk') throw new Error('The build has no chunk for the shell');
        const links = [...withStaticImports(bundle, [shell.fileName])]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return deferLinks(html, links);
      },
    },
  };
}

/**
 * The app's pages whose first screen needs code of its own: for each, a copy of the app's page that asks for
 * that code as well (`<link rel="modulepreload">`, like the shell's), so that it is on its way with the entry
 * rather than once the entry has run (decision 0045). At low priority: the entry's own files (and with them the
 * first paint) go first. The links are marked `data-route`, so the screen can tell it was opened from its own
 * page. Only what the screen's first paint needs is listed: the entries table's page leaves the table's code
 * until its heading is painted. The server sends the copy for the route's addresses (`route-pages.json` says
 * which); the service worker keeps to `index.html`, whose code it holds.
 */
interface RoutePage {
  name: string;
  path: string;
  modules: string[];
  /** The heading of the page's first frame (decision 0047). */
  heading: string;
  /** Sent for the path only to users whose home page this is (the home page differs by role). */
  home?: HomeKind;
}

export const ROUTE_PAGES: RoutePage[] = [
  {
    name: 'form-data',
    path: routes.formDataOf,
    modules: [TABLE_LOADER, TABLE_PAGE],
    heading: FORM_DATA_HEADING,
  },
  {
    name: 'home',
    path: '/',
    modules: [],
    heading: dashboardMessages.welcome(USER_NAME_SLOT),
    home: 'dashboard',
  },
];
export const ROUTE_PAGES_DIR = 'pages';
const ROUTE_PAGES_FILE = 'route-pages.json';

/** A route's path as a pattern of the addresses it matches: each `:param` one segment. */
export function routePattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

export function routePages(): Plugin {
  return {
    name: 'atrium-route-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('The build has no index.html');
        const html = String(index.source);
        const pages = ROUTE_PAGES.map((page) => {
          const entries = page.modules.map((id) => {
            const chunk = Object.values(bundle).find(
              (output) => output.type === 'chunk' && output.facadeModuleId === id,
            );
            if (!chunk) throw new Error(`The build has no chunk for ${id}`);
            return chunk.fileName;
          });
          const links = [...withStaticImports(bundle, entries)]
            .filter((file) => !html.includes(`/${file}"`))
            .map(
              (file) =>
                `<link rel="modulepreload" crossorigin fetchpriority="low" data-route href="/${file}">`,
            );
          const fileName = `${ROUTE_PAGES_DIR}/${page.name}.html`;
          const source = withFirstFrame(deferLinks(html, links), page.heading);
          this.emitFile({ type: 'asset', fileName, source });
          return {
            pattern: routePattern(page.path),
            page: fileName,
            ...(page.home ? { home: page.home } : {}),
          };
        });
        this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: JSON.stringify(pages, null, 2) });
      },
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The build's chunk groups (decisions 0037, 0039 and 0043). Only what every screen of a page needs shares a
// library chunk that stays cached across releases; the app's own code that the first draw of every signed-in
// screen needs is one chunk for the app's entry and one for the shell, so that a phone fetches a handful of
// files before the first screen rather than some sixty, each a round trip on a slow link.

const WEB = path.dirname(fileURLToPath(import.meta.url));
const APP_ENTRY = path.join(WEB, 'src/app/main.tsx');
const SIGN_IN_ENTRY = path.join(WEB, 'src/sign-in/main.tsx');
const SIGN_IN_DIR = path.join(WEB, 'src/sign-in') + path.sep;
const SHELL = path.join(WEB, 'src/app/shell/app-shell.tsx');

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

/** Collects the build's modules for the groups below. */
export function chunkGroupsGraph(): Plugin {
  return {
    name: 'atrium-chunk-groups-graph',
    apply: 'build',
    buildStart() {
      modules = [];
      reach = undefined;
      shares = undefined;
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
      const shared = (signIn.has(id) && !id.startsWith(SIGN_IN_DIR)) || id.includes('modulepreload-polyfill');
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
];

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
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          for (const imported of chunk.imports) add(imported);
        };
        add(shell.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

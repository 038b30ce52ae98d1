import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStyleCache } from '../style-cache.ts';
import { createAppTheme } from '../theme.ts';
import { FirstFrame } from './first-frame.tsx';

type Scheme = 'light' | 'dark';

const dark = createAppTheme('dark').palette;
const darkPage = (html: string) =>
  `${html}{color-scheme:dark}${html} body{background-color:${dark.background.default};color:${dark.text.primary}}`;

/**
 * Which of the two frames shows: the one of the user's saved choice (the server marks `<html>` with it), else
 * the one of the system's setting, as the app's theme does (settings.api.ts); the page around it to match.
 */
const SCHEME_CSS = [
  '.first-frame-dark{display:none}',
  darkPage('html[data-color-scheme=dark]'),
  'html[data-color-scheme=dark] .first-frame-dark{display:block}',
  'html[data-color-scheme=dark] .first-frame-light{display:none}',
  '@media (prefers-color-scheme:dark){',
  darkPage('html:not([data-color-scheme])'),
  'html:not([data-color-scheme]) .first-frame-dark{display:block}',
  'html:not([data-color-scheme]) .first-frame-light{display:none}}',
].join('');

function frameOf(scheme: Scheme, heading: string | undefined): string {
  // A cache of its own: the frame's class names never meet the app's, and its styles come inline with it.
  const cache = createStyleCache(`frame-${scheme}`);
  return renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme(scheme)}>
        {scheme === 'light' && <CssBaseline />}
        <div className={`first-frame-${scheme}`}>
          <FirstFrame heading={heading} />
        </div>
      </ThemeProvider>
    </CacheProvider>,
  );
}

/** The markup of a page's first frame, light and dark, with its styles: what the build puts in `#root`. */
export function renderFirstFrame(heading?: string): string {
  return `<style>${SCHEME_CSS}</style>${frameOf('light', heading)}${frameOf('dark', heading)}`;
}

import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from './query-client.ts';
import { meQueryOptions } from './session/me.api.ts';
import { useEffectiveDarkMode } from './session/settings.api.ts';
import { SNACKBAR_COMPONENTS } from './snackbar-styles.tsx';
import { createStyleCache } from './style-cache.ts';
import { createAppTheme } from './theme.ts';

/**
 * The theme follows the signed-in user's saved choice, and the system's setting before sign-in or any choice;
 * its motion follows the system's setting.
 */
function AppThemeProvider({ children }: { children: ReactNode }) {
  const { data: me } = useQuery(meQueryOptions());
  const dark = useEffectiveDarkMode(me?.user.settings);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => createAppTheme(dark ? 'dark' : 'light', { reducedMotion }),
    [dark, reducedMotion],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

const styleCache = createStyleCache('css');

export function Providers({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <SnackbarProvider
            maxSnack={3}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            Components={SNACKBAR_COMPONENTS}
          >
            {children}
          </SnackbarProvider>
        </AppThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}

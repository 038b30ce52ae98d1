import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useMemo } from 'react';
import { queryClient } from './query-client.ts';
import { meQueryOptions } from './session/me.api.ts';
import { SNACKBAR_COMPONENTS } from './snackbar-styles.tsx';
import { createAppTheme } from './theme.ts';

/** The theme follows the signed-in user's saved setting, and the system preference before sign-in. */
function AppThemeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const { data: me } = useQuery(meQueryOptions());
  const dark = me ? me.user.settings.darkMode : prefersDark;
  const theme = useMemo(() => createAppTheme(dark ? 'dark' : 'light'), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
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
  );
}

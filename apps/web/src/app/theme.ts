import { createTheme, type Theme } from '@mui/material/styles';

export const THEME_COLOR = '#1565c0';
export const MENU_WIDTH_OPEN = 280;
export const MENU_WIDTH_CLOSED = 72;

export function createAppTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette:
      mode === 'light'
        ? { mode, primary: { main: THEME_COLOR }, background: { default: '#f5f7fb', paper: '#ffffff' } }
        : { mode, primary: { main: '#90caf9' } },
    shape: { borderRadius: 10 },
    typography: {
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}

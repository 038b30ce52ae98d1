import { createTheme, type Theme } from '@mui/material/styles';

export const THEME_COLOR = '#1565c0';
export const MENU_WIDTH_OPEN = 280;
export const MENU_WIDTH_CLOSED = 72;

/** Durations of a theme for users who ask their system for less motion: every change shows at once. */
const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export function createAppTheme(mode: 'light' | 'dark', { reducedMotion = false } = {}): Theme {
  return createTheme({
    // Users who ask for less motion get no transitions and no ripples (WCAG 2.3.3, animation from interactions).
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
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
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
}

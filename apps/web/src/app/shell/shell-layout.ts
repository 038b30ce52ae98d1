import type { SxProps, Theme } from '@mui/material/styles';

// The shell's boxes, shared by the app's shell and the first frame the page draws before the app's code has
// run (first-frame.tsx): the two must sit in the same place, or the screen jumps when the app takes over.

export const SHELL_SX: SxProps<Theme> = { display: 'flex', minHeight: '100dvh' };

export const TOP_BAR_SX: SxProps<Theme> = {
  borderBottom: 1,
  borderColor: 'divider',
  zIndex: (theme) => theme.zIndex.drawer + 1,
};

export const TOP_BAR_TOOLBAR_SX: SxProps<Theme> = { gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } };

export const MAIN_SX: SxProps<Theme> = { flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } };

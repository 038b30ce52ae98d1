import { styled } from '@mui/material/styles';

/** A row of one line of text with the small checkbox and icon buttons. */
export const ROW_HEIGHT = 39;

/**
 * The scrolling frame around the table, in the look of an outlined Paper in MUI's TableContainer; it scrolls
 * sideways inside itself on a narrow screen.
 */
export const GridFrame = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: '100%',
  maxHeight: '65vh',
  overflow: 'auto',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

/**
 * The entries table with every rule of its cells, rows and controls in one class: a small MUI table with a
 * sticky header, MUI's checkboxes and small icon buttons. The rows are plain elements under it. Drawn with
 * MUI's TableRow, TableCell, Checkbox and IconButton, a page of ten rows of 20 fields was 2,598 components with
 * their style work, one of the longest tasks of the page's load on a phone (decision 0049).
 */
export const GridTable = styled('table')(({ theme }) => {
  const { palette, typography, transitions } = theme;
  const border =
    palette.mode === 'light'
      ? theme.lighten(theme.alpha(palette.divider, 1), 0.88)
      : theme.darken(theme.alpha(palette.divider, 1), 0.68);
  const hoverBg = theme.alpha(palette.action.active, palette.action.hoverOpacity);
  // Keyboard focus, where MUI shows its focus ripple.
  const focusRing = {
    backgroundColor: theme.alpha(palette.action.active, palette.action.focusOpacity),
    outline: `2px solid ${palette.primary.main}`,
  };
  const round = {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    borderRadius: '50%',
    transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
    '& svg': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0, userSelect: 'none' },
    '&:hover': { backgroundColor: hoverBg, '@media (hover: none)': { backgroundColor: 'transparent' } },
  } as const;
  return {
    display: 'table',
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    '& th, & td': {
      ...typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      borderBottom: `1px solid ${border}`,
      color: palette.text.primary,
    },
    '& th': {
      position: 'sticky',
      top: 0,
      zIndex: 2,
      backgroundColor: palette.background.default,
      lineHeight: typography.pxToRem(24),
      fontWeight: 600,
      whiteSpace: 'nowrap',
    },
    // One line, cut with an ellipsis at 320 px, the whole text in the cell's title; rows of one line keep their
    // height, so the virtualiser's estimate holds.
    '& td': { maxWidth: 320, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .checkbox-cell': { width: 24, padding: '0 12px 0 16px' },
    '& .spacer': { padding: 0, border: 0 },
    '& .placeholder td': { height: ROW_HEIGHT, boxSizing: 'border-box', paddingTop: 0, paddingBottom: 0 },
    '& tbody tr:hover': { backgroundColor: palette.action.hover },
    '& tbody tr.selected': {
      backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity),
      '&:hover': {
        backgroundColor: theme.alpha(
          palette.primary.main,
          palette.action.selectedOpacity + palette.action.hoverOpacity,
        ),
      },
    },
    '& .entry-code': {
      margin: 0,
      padding: 0,
      border: 0,
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      fontFamily: 'monospace',
      cursor: 'copy',
      userSelect: 'all',
    },
    '& .row-actions': { display: 'flex' },
    // MUI's small checkbox in a small table's checkbox cell: the input lies over the icon, invisible.
    '& .check': {
      ...round,
      color: palette.text.secondary,
      '&.checked': { color: palette.primary.main },
      '& input': {
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        margin: 0,
        padding: 0,
        opacity: 0,
        cursor: 'pointer',
        zIndex: 1,
      },
      '&:has(input:focus-visible)': focusRing,
    },
    // MUI's small IconButton.
    '& .icon-button': {
      ...round,
      margin: 0,
      padding: 5,
      border: 0,
      outline: 0,
      background: 'transparent',
      color: palette.action.active,
      fontSize: typography.pxToRem(18),
      cursor: 'pointer',
      '&:focus-visible': focusRing,
      '&:disabled': {
        color: palette.action.disabled,
        backgroundColor: 'transparent',
        cursor: 'default',
        pointerEvents: 'none',
      },
    },
  };
});

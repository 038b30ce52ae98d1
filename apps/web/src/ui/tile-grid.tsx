import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import type { MouseEvent, ReactNode } from 'react';
import { useTimedMessage } from './use-timed-message.ts';

/** A responsive list of cards: one column on phones, two on tablets, three on wide screens. */
export function TileGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Grid>
  );
}

export function TileGridItem({ children }: { children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 4 }} component="li">
      {children}
    </Grid>
  );
}

/**
 * Cards of an app home whose permission is missing warn for a while instead of opening their screen.
 * `guard(tile)` is the card's onOpen; `alert` shows the current warning, if any.
 */
export function usePermissionGuard(durationMs: number) {
  const [warning, showWarning] = useTimedMessage(durationMs);
  const guard = (tile: { warning?: string | null }) => (event: MouseEvent) => {
    if (!tile.warning) return;
    event.preventDefault();
    showWarning(tile.warning);
  };
  const alert = warning ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {warning}
    </Alert>
  ) : null;
  return { guard, alert };
}

import { PULL_TO_REFRESH_PX } from '@atrium/domain/storage/storage.schemas.ts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ReactNode, type TouchEvent, useRef, useState } from 'react';

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pulling the page down from its top by more than 70 px (spec §9) and letting go refreshes it. Touch only:
 * keyboard and mouse users have the page's Refresh button.
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const start = useRef<number | null>(null);
  // The distance is read when the finger lifts, which may come before the last move has been drawn.
  const distance = useRef(0);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 && !refreshing ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    distance.current = Math.max(0, (event.touches[0]?.clientY ?? start.current) - start.current);
    setPull(distance.current);
  };
  const onTouchEnd = () => {
    const far = start.current !== null && distance.current > PULL_TO_REFRESH_PX;
    start.current = null;
    distance.current = 0;
    setPull(0);
    if (!far) return;
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };

  const shown = refreshing ? PULL_TO_REFRESH_PX / 2 : Math.min(pull, PULL_TO_REFRESH_PX * 1.5) / 2;
  return (
    <Box onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <Box
        aria-hidden={!refreshing}
        sx={{
          height: shown,
          overflow: 'hidden',
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        {(refreshing || pull > 0) && (
          <CircularProgress
            size={24}
            aria-label="Refreshing"
            variant={refreshing ? 'indeterminate' : 'determinate'}
            value={Math.min(100, (pull / PULL_TO_REFRESH_PX) * 100)}
          />
        )}
      </Box>
      {children}
    </Box>
  );
}

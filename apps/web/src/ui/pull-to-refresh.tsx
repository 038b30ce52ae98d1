import {
  PULL_TO_REFRESH_THRESHOLD_PX,
  pullDistance,
  pullRefreshes,
} from '@atrium/domain/shell/pull-to-refresh.ts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

// Pull-to-refresh on touch screens (platform §9, threshold 70 px): a screen asks for it with
// usePullToRefresh(); the shell's PullToRefresh listens while one does, shows how far the pull has come and,
// let go past the threshold, refetches the screen's active queries. Hand-written on touch events: the
// libraries found wrap a scroll container of their own, where Atrium's screens scroll the window.

const WantsRefresh = createContext<((delta: 1 | -1) => void) | null>(null);

/** Turns pull-to-refresh on for as long as the calling screen is shown. */
export function usePullToRefresh(): void {
  const want = useContext(WantsRefresh);
  useEffect(() => {
    if (!want) return;
    want(1);
    return () => want(-1);
  }, [want]);
}

/** Follows one finger that touched while the page was scrolled to the top. */
function useTouchPull(enabled: boolean, onRelease: (distance: number) => void) {
  const [distance, setDistance] = useState(0);
  const release = useRef(onRelease);
  release.current = onRelease;
  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let pulled = 0;
    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = event.touches.length === 1 && touch && window.scrollY <= 0 ? touch.clientY : null;
      pulled = 0;
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      pulled = pullDistance(touch.clientY - startY);
      setDistance(pulled);
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      setDistance(0);
      release.current(pulled);
    };
    const root = document.documentElement;
    const overscroll = root.style.overscrollBehaviorY;
    // The browser's own pull-to-reload would reload the whole app instead.
    root.style.overscrollBehaviorY = 'contain';
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', end);
    return () => {
      root.style.overscrollBehaviorY = overscroll;
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [enabled]);
  return distance;
}

function PullIndicator({ distance, refreshing }: { distance: number; refreshing: boolean }) {
  const label = refreshing
    ? 'Refreshing…'
    : pullRefreshes(distance)
      ? 'Release to refresh'
      : 'Pull to refresh';
  const shown = refreshing || distance > 0;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: (theme) => theme.spacing(8),
        left: 0,
        right: 0,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        transform: `translateY(${refreshing ? PULL_TO_REFRESH_THRESHOLD_PX / 2 : distance / 2}px)`,
      }}
    >
      <Box role="status" aria-live="polite">
        {shown && (
          <Paper
            elevation={3}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, borderRadius: 4 }}
          >
            <CircularProgress
              size={20}
              aria-hidden
              {...(refreshing
                ? {}
                : {
                    variant: 'determinate' as const,
                    value: Math.min(100, (distance / PULL_TO_REFRESH_THRESHOLD_PX) * 100),
                  })}
            />
            <Typography variant="body2">{label}</Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}

/** Wraps the screens of the shell; listens for a pull only while a screen wants it. */
export function PullToRefresh({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const want = useRef((delta: 1 | -1) => setWanted((count) => count + delta)).current;
  const distance = useTouchPull(wanted > 0 && !refreshing, (pulled) => {
    if (!pullRefreshes(pulled)) return;
    setRefreshing(true);
    void queryClient.refetchQueries({ type: 'active' }).finally(() => setRefreshing(false));
  });
  return (
    <WantsRefresh.Provider value={want}>
      {wanted > 0 && <PullIndicator distance={distance} refreshing={refreshing} />}
      {children}
    </WantsRefresh.Provider>
  );
}

import { LONG_PRESS_MS } from '@atrium/domain/storage/storage.schemas.ts';
import { type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';

/** A finger that wanders further than this is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * A press held for LONG_PRESS_MS (spec §9) on a card, by mouse, pen or finger. The click that ends a long
 * press is swallowed (`wasLongPress`), so the card does not also open; the touch context menu is held back.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    start.current = null;
  };

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        fired.current = true;
        start.current = null;
        callback.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (event: MouseEvent) => {
      if (fired.current || start.current) event.preventDefault();
    },
  };

  /** Whether the click being handled ends a long press; asking forgets it. */
  const wasLongPress = () => {
    const was = fired.current;
    fired.current = false;
    return was;
  };

  return { handlers, wasLongPress };
}

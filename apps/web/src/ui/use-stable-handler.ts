import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity from render to render and always calls the latest `handler`: a memoised
 * child given it renders again only when its other props change, not each time its parent does.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

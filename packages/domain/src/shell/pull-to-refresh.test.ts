import { describe, expect, it } from 'vitest';
import { PULL_TO_REFRESH_MAX_PX, pullDistance, pullRefreshes } from './pull-to-refresh.ts';

describe('pull to refresh', () => {
  it('refreshes from 70 px on, not before', () => {
    expect(pullRefreshes(pullDistance(69))).toBe(false);
    expect(pullRefreshes(pullDistance(70))).toBe(true);
    expect(pullRefreshes(pullDistance(400))).toBe(true);
  });

  it('follows the finger down only, and only so far', () => {
    expect(pullDistance(-30)).toBe(0);
    expect(pullDistance(40)).toBe(40);
    expect(pullDistance(400)).toBe(PULL_TO_REFRESH_MAX_PX);
  });
});

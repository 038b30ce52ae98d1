/** How far a finger pulls the top of a screen down before letting go refreshes it (platform §9). */
export const PULL_TO_REFRESH_THRESHOLD_PX = 70;

/** The pull is shown up to half as far again as the threshold, then stops following the finger. */
export const PULL_TO_REFRESH_MAX_PX = Math.round(PULL_TO_REFRESH_THRESHOLD_PX * 1.5);

/** The distance shown for a finger that moved `dy` pixels down since it touched at the top. */
export function pullDistance(dy: number): number {
  return Math.max(0, Math.min(dy, PULL_TO_REFRESH_MAX_PX));
}

/** Whether letting go at this distance refreshes the screen. */
export function pullRefreshes(distance: number): boolean {
  return distance >= PULL_TO_REFRESH_THRESHOLD_PX;
}

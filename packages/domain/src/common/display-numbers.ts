// Counts as the product shows them, written out by hand: building an `Intl.NumberFormat` costs tens of
// milliseconds of a phone's main thread the first time (its locale data), on every screen with a pager.

/** A whole number with a comma between thousands, e.g. '1,000,000'; anything else as JavaScript writes it. */
export function displayCount(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** A pager's range, e.g. '26–50 of 1,000' ('0–0 of 0' for an empty list, as MUI's pager wrote it). */
export function displayRange(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return `${displayCount(from)}–${displayCount(to)} of ${displayCount(total)}`;
}

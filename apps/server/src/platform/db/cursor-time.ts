/** A UTC time to the microsecond, as list cursors carry it: 2026-11-27T09:58:00.123456Z. */
const MICROSECOND_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/**
 * Whether a cursor's time is one PostgreSQL takes as a timestamptz. The pattern alone lets through days and
 * hours that do not exist (February 31st, 24:00, the year 0), which PostgreSQL refuses with an error: a forged
 * cursor would then be a 500 instead of the list's own refusal.
 */
export function isCursorTime(text: string): boolean {
  const match = MICROSECOND_UTC.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

import type { License } from '@atrium/domain/licenses/licenses.ts';

const CALENDAR = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A license date (yyyy-mm-dd, a calendar day) as 'dd MMM yyyy', the same day wherever the browser is. */
export function formatCalendarDate(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '—' : CALENDAR.format(date);
}

export function formatDuration(value: number, unit: License['durationUnit']): string {
  const singular = unit.slice(0, -1);
  return `${value} ${value === 1 ? singular : unit}`;
}

/** Today as a calendar day in UTC, the server's clock for licenses. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

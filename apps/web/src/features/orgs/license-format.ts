import { displayDate } from '@atrium/domain/common/display-dates.ts';
import type { License } from '@atrium/domain/licenses/licenses.ts';

/** A license date (yyyy-mm-dd, a calendar day) as 'dd MMM yyyy', the same day wherever the browser is. */
export function formatCalendarDate(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '—';
  const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  const date = new Date(year, month - 1, dayOfMonth);
  return date.getMonth() === month - 1 ? displayDate(date) : '—';
}

export function formatDuration(value: number, unit: License['durationUnit']): string {
  const singular = unit.slice(0, -1);
  return `${value} ${value === 1 ? singular : unit}`;
}

/** Today as a calendar day in UTC, the server's clock for licenses. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

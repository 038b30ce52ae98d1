import { displayDate, displayTime } from '@atrium/domain/common/display-dates.ts';

/** 'dd MMM yyyy | p' of the specification, e.g. '09 Oct 2026 | 3:45 pm'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${displayDate(date)} | ${displayTime(date)}`;
}

/** 'dd MMM yyyy'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : displayDate(date);
}

import { isCalendarDay } from '../common/calendar-days.ts';

type Parsed = { ok: true; value: string };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

interface Parts {
  year: number;
  month: number;
  day: number;
  time: string | null;
  zone: string;
}

const ISO =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?)?\s*(Z|[+-]\d{2}:\d{2})?$/i;
/** dd/MM/yyyy, the spec's display format (forms spec §9), also with dots or dashes, optionally with a time. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

function timeOf(hours?: string, minutes?: string, seconds?: string, fraction?: string): string | null {
  if (hours === undefined || minutes === undefined) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return null;
  return `${pad(Number(hours))}:${minutes}${seconds ? `:${seconds}${fraction ?? ''}` : ''}`;
}

function partsOfText(text: string): Parts | null | 'bad-time' {
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, f, zone] = iso;
    const time = timeOf(h, mi, s, f);
    if (h !== undefined && time === null) return 'bad-time';
    return { year: Number(y), month: Number(mo), day: Number(d), time, zone: zone?.toUpperCase() ?? '' };
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, d, mo, y, h, mi, s] = dayFirst;
    const time = timeOf(h, mi, s);
    if (h !== undefined && time === null) return 'bad-time';
    return { year: Number(y), month: Number(mo), day: Number(d), time, zone: '' };
  }
  return null;
}

/**
 * A spreadsheet date cell as wall-clock parts. Spreadsheet readers give dates as Date objects whose UTC fields
 * are what the sheet shows; texts may be ISO (yyyy-MM-dd, with an optional time and zone) or dd/MM/yyyy.
 */
function partsOf(cell: unknown): Parts | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    const time = `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
    return {
      year: cell.getUTCFullYear(),
      month: cell.getUTCMonth() + 1,
      day: cell.getUTCDate(),
      time: time === '00:00' ? null : time,
      zone: '',
    };
  }
  if (typeof cell !== 'string') return null;
  const parts = partsOfText(cell.trim());
  if (parts === null || parts === 'bad-time') return null;
  return isCalendarDay(parts.year, parts.month, parts.day) ? parts : null;
}

const dayText = (parts: Parts) => `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;

/** A date field's value, yyyy-MM-dd, or null when the cell is not a date. */
export function parseDateCell(cell: unknown): Parsed | null {
  const parts = partsOf(cell);
  return parts ? { ok: true, value: dayText(parts) } : null;
}

/** A datetime field's value, yyyy-MM-ddTHH:mm (with seconds and zone when the cell has them), or null. */
export function parseDateTimeCell(cell: unknown): Parsed | null {
  const parts = partsOf(cell);
  if (!parts) return null;
  return { ok: true, value: `${dayText(parts)}T${parts.time ?? '00:00'}${parts.zone}` };
}

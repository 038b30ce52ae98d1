import { DEFAULT_RANGE_DAYS } from '@atrium/domain/storage/storage.schemas.ts';
import { subDays } from 'date-fns';
import { isoDay } from '../../../../ui/date-range-fields.tsx';
import type { FileFilters } from '../../api/storage-files.ts';

// The list's filters live in the address (shareable, the back button steps through them). A range the
// address does not mention is the default one; a bound it mentions empty is no bound at all.

const KEYS = ['folderId', 'uploadedBy', 'issuedFrom', 'issuedTo', 'uploadedFrom', 'uploadedTo'] as const;
type FilterKey = (typeof KEYS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;

/** A date (yyyy-mm-dd) as the spec shows dates: dd/MM/yyyy. */
export function shownDay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}/${month}/${year}` : iso;
}

/** Today on this device, and the default start of the uploaded range (DEFAULT_RANGE_DAYS before it). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  return { from: isoDay(subDays(now, DEFAULT_RANGE_DAYS)), to: isoDay(now) };
}

/** The filters of an empty address: every folder, every uploader, uploaded in the default range. */
export function defaultFilters(now = new Date()): FileFilters {
  const range = defaultRange(now);
  return { uploadedFrom: range.from, uploadedTo: range.to };
}

function valid(key: FilterKey, value: string): boolean {
  return key === 'folderId' || key === 'uploadedBy' ? UUID.test(value) : ISO_DATE.test(value);
}

/** The filters an address carries; values that are not well formed are left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams, now = new Date()): FileFilters {
  const filters: FileFilters = {};
  const defaults = defaultFilters(now);
  for (const key of KEYS) {
    const value = search.get(key);
    if (value === null) {
      if (defaults[key]) filters[key] = defaults[key];
    } else if (value && valid(key, value)) {
      filters[key] = value;
    }
  }
  // A 'to' bound without its 'from' does not stand (spec §5).
  if (!filters.issuedFrom) delete filters.issuedTo;
  if (!filters.uploadedFrom) delete filters.uploadedTo;
  return filters;
}

/** The address of the filters; a defaulted bound left empty is written empty, so the default stays away. */
export function searchOf(filters: FileFilters, now = new Date()): URLSearchParams {
  const search = new URLSearchParams();
  const defaults = defaultFilters(now);
  for (const key of KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
    else if (defaults[key]) search.set(key, '');
  }
  return search;
}

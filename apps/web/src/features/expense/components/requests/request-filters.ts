import { APPROVAL_STATES, REQUEST_STATUSES } from '@atrium/domain/expense/expense-approval.ts';
import { subDays } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isoDay } from '../../../../ui/date-range-fields.tsx';
import type { RequestFilters } from '../../api/expense-requests-list.ts';
import { DEFAULT_RANGE_DAYS } from './request-words.ts';

// The list's filters live in the address (shareable; the back button steps through them). A created range
// the address does not mention is the default one; a bound it mentions empty is no bound at all.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of an empty address: any state, any status, created in the default range ending today. */
export function defaultFilters(now = new Date()): RequestFilters {
  return { createdFrom: isoDay(subDays(now, DEFAULT_RANGE_DAYS)), createdTo: isoDay(now) };
}

export function filtersFromSearch(search: URLSearchParams, now = new Date()): RequestFilters {
  const defaults = defaultFilters(now);
  const filters: RequestFilters = {};
  const approval = search.get('approval');
  if (approval && (APPROVAL_STATES as readonly string[]).includes(approval))
    filters.approval = approval as RequestFilters['approval'];
  const status = search.get('status');
  if (status && (REQUEST_STATUSES as readonly string[]).includes(status))
    filters.status = status as RequestFilters['status'];
  for (const key of ['createdFrom', 'createdTo'] as const) {
    const value = search.get(key);
    if (value === null) filters[key] = defaults[key];
    else if (ISO_DATE.test(value)) filters[key] = value;
  }
  // A 'to' bound without its 'from' does not stand (spec §5).
  if (!filters.createdFrom) delete filters.createdTo;
  return filters;
}

export function searchOf(filters: RequestFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.approval) search.set('approval', filters.approval);
  if (filters.status) search.set('status', filters.status);
  search.set('createdFrom', filters.createdFrom ?? '');
  search.set('createdTo', filters.createdTo ?? '');
  return search;
}

/** The list's filters, read from and written to the address. */
export function useRequestFilters(): [RequestFilters, (filters: RequestFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const text = search.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(text)), [text]);
  const setFilters = useCallback((next: RequestFilters) => setSearch(searchOf(next)), [setSearch]);
  return [filters, setFilters];
}

/** The filters in a few words, under the page title. */
export function filterSummary(filters: RequestFilters): string {
  const parts: string[] = [];
  if (filters.approval) parts.push(filters.approval);
  if (filters.status) parts.push(filters.status);
  const day = (iso: string) => iso.split('-').reverse().join('/');
  if (filters.createdFrom && filters.createdTo)
    parts.push(`created ${day(filters.createdFrom)} – ${day(filters.createdTo)}`);
  else if (filters.createdFrom) parts.push(`created from ${day(filters.createdFrom)}`);
  else parts.push('created any time');
  return parts.join(' · ');
}

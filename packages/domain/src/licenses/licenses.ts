import { z } from 'zod';
import { licenseMessages as m } from './licenses.messages.ts';

export const STORAGE_UNITS = ['MB', 'GB', 'TB'] as const;
export const DURATION_UNITS = ['days', 'months', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const LICENSE_PRESETS: ReadonlyArray<{ label: string; value: number; unit: DurationUnit }> = [
  { label: '30 days', value: 30, unit: 'days' },
  { label: '90 days', value: 90, unit: 'days' },
  { label: '6 months', value: 6, unit: 'months' },
  { label: '1 year', value: 1, unit: 'years' },
  { label: '2 years', value: 2, unit: 'years' },
  { label: '3 years', value: 3, unit: 'years' },
];

const positive = z.coerce
  .number({ error: m.fillRequired })
  .int(m.fillRequired)
  .min(1, m.fillRequired)
  .max(100_000);

/** Add and edit share one form; the end date is always computed, never entered. */
export const licenseInputSchema = z.object({
  startDate: z.iso.date(m.fillRequired),
  durationValue: positive,
  durationUnit: z.enum(DURATION_UNITS, { error: m.fillRequired }),
  storageLimit: positive,
  storageUnit: z.enum(STORAGE_UNITS, { error: m.fillRequired }),
});
export type LicenseInput = z.infer<typeof licenseInputSchema>;

export const licenseSchema = licenseInputSchema.extend({
  id: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
});
export type License = z.infer<typeof licenseSchema>;

/**
 * Start plus duration, on calendar dates (yyyy-mm-dd, UTC). Months that lack the start's day end on the
 * month's last day (31 January plus 1 month is 28 or 29 February).
 */
export function licenseEndDate(startDate: string, value: number, unit: DurationUnit): string {
  const [y, mo, d] = startDate.split('-').map(Number) as [number, number, number];
  if (unit === 'days') {
    return new Date(Date.UTC(y, mo - 1, d + value)).toISOString().slice(0, 10);
  }
  const months = unit === 'months' ? value : value * 12;
  const target = new Date(Date.UTC(y, mo - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** 'active' when today lies between start and end (platform §4). */
export function isLicenseActive(license: { startDate: string; endDate: string }, now: Date): boolean {
  const day = today(now);
  return license.startDate <= day && day <= license.endDate;
}

/**
 * Expired when the newest license (latest end date) ended before today. No license at all is not
 * treated as expired: the check is skipped, as it is without an organisation (docs/decisions).
 */
export function isLicenseExpired(licenses: ReadonlyArray<{ endDate: string }>, now: Date): boolean {
  if (licenses.length === 0) return false;
  const newest = licenses.reduce((a, b) => (b.endDate > a.endDate ? b : a));
  return newest.endDate < today(now);
}

/** Paths closed to non-admins while the license is expired (platform §4). */
export const LICENSE_GATED_PATHS: readonly string[] = [
  '/storage/upload-bills',
  '/storage/create-path',
  '/form-management/create-new-form',
  '/form-management/create-form-group',
  '/form-management/manage-all-forms',
  '/form-management/forms',
  '/form-management/manage-form-groups',
  '/expense-management/request-bank-transfer',
  '/access-management/manage-all-users',
  '/access-management/manage-all-apps',
  '/access-management/create-user-group',
  '/access-management/manage-user-groups',
  '/access-management/create-new-user',
  '/data-management',
];

export function isLicenseGatedPath(pathname: string): boolean {
  return LICENSE_GATED_PATHS.some((gated) => pathname === gated || pathname.startsWith(`${gated}/`));
}

import { describe, expect, it } from 'vitest';
import { licenseMessages as m } from './licenses.messages.ts';
import {
  isLicenseActive,
  isLicenseExpired,
  isLicenseGatedPath,
  licenseEndDate,
  licenseInputSchema,
} from './licenses.ts';

describe('license end date', () => {
  it('adds days, months and years to the start', () => {
    expect(licenseEndDate('2026-01-01', 30, 'days')).toBe('2026-01-31');
    expect(licenseEndDate('2026-01-15', 6, 'months')).toBe('2026-07-15');
    expect(licenseEndDate('2026-03-01', 2, 'years')).toBe('2028-03-01');
  });

  it('ends short months on their last day', () => {
    expect(licenseEndDate('2026-01-31', 1, 'months')).toBe('2026-02-28');
    expect(licenseEndDate('2028-02-29', 1, 'years')).toBe('2029-02-28');
  });
});

describe('license state', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('is active between start and end, inclusive', () => {
    expect(isLicenseActive({ startDate: '2026-11-21', endDate: '2026-11-21' }, now)).toBe(true);
    expect(isLicenseActive({ startDate: '2026-11-22', endDate: '2027-11-22' }, now)).toBe(false);
  });

  it('is expired only when the newest license ended before today', () => {
    expect(isLicenseExpired([], now)).toBe(false);
    expect(isLicenseExpired([{ endDate: '2026-11-20' }], now)).toBe(true);
    expect(isLicenseExpired([{ endDate: '2026-11-20' }, { endDate: '2027-01-01' }], now)).toBe(false);
    expect(isLicenseExpired([{ endDate: '2026-11-21' }], now)).toBe(false);
  });

  it('gates the listed paths and what lies under them, not their neighbours', () => {
    expect(isLicenseGatedPath('/data-management')).toBe(true);
    expect(isLicenseGatedPath('/data-management/abc/def')).toBe(true);
    expect(isLicenseGatedPath('/access-management/manage-all-users')).toBe(true);
    expect(isLicenseGatedPath('/access-management')).toBe(false);
    expect(isLicenseGatedPath('/storage/view-uploaded-bills')).toBe(false);
    expect(isLicenseGatedPath('/form-management/form-data')).toBe(false);
  });
});

describe('license form', () => {
  it('asks for every field with one message, and positive numbers', () => {
    const result = licenseInputSchema.safeParse({ startDate: '', durationValue: 0, storageLimit: -1 });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((i) => i.message))).toEqual(new Set([m.fillRequired]));
  });

  it('accepts a complete form', () => {
    const parsed = licenseInputSchema.parse({
      startDate: '2026-11-21',
      durationValue: '1',
      durationUnit: 'years',
      storageLimit: '50',
      storageUnit: 'GB',
    });
    expect(parsed.durationValue).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-days.ts';

/** What JavaScript's own calendar says, for comparison. */
const byDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

describe('isCalendarDay', () => {
  it('knows month lengths and leap years', () => {
    expect(isCalendarDay(2024, 2, 29)).toBe(true);
    expect(isCalendarDay(2023, 2, 29)).toBe(false);
    expect(isCalendarDay(1900, 2, 29)).toBe(false);
    expect(isCalendarDay(2000, 2, 29)).toBe(true);
    expect(isCalendarDay(2024, 4, 31)).toBe(false);
    expect(isCalendarDay(2024, 12, 31)).toBe(true);
    expect(isCalendarDay(2024, 13, 1)).toBe(false);
    expect(isCalendarDay(2024, 0, 1)).toBe(false);
    expect(isCalendarDay(2024, 1, 0)).toBe(false);
  });

  it('agrees with JavaScript dates on every day of thirteen years chosen at the edges of the calendar', () => {
    for (const year of [99, 100, 1600, 1700, 1899, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999])
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++)
          expect(isCalendarDay(year, month, day)).toBe(byDate(year, month, day));
  });
});

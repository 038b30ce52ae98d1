import { describe, expect, it } from 'vitest';
import { displayDate, displayTime } from './display-dates.ts';

describe('display dates', () => {
  it("writes 'dd MMM yyyy' with the month's three letters", () => {
    expect(displayDate(new Date(2026, 9, 9, 15, 45))).toBe('09 Oct 2026');
    expect(displayDate(new Date(2026, 8, 3))).toBe('03 Sep 2026');
    expect(displayDate(new Date(2026, 11, 31, 23, 59))).toBe('31 Dec 2026');
  });

  it('writes the time on a 12-hour clock, noon and midnight as 12', () => {
    expect(displayTime(new Date(2026, 9, 9, 15, 45))).toBe('3:45 pm');
    expect(displayTime(new Date(2026, 9, 9, 12, 5))).toBe('12:05 pm');
    expect(displayTime(new Date(2026, 9, 9, 0, 5))).toBe('12:05 am');
    expect(displayTime(new Date(2026, 9, 9, 11, 59))).toBe('11:59 am');
  });
});

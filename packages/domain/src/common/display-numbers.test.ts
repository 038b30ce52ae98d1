import { describe, expect, it } from 'vitest';
import { displayCount, displayRange } from './display-numbers.ts';

describe('displayCount', () => {
  it('puts a comma between thousands', () => {
    expect(displayCount(0)).toBe('0');
    expect(displayCount(999)).toBe('999');
    expect(displayCount(1000)).toBe('1,000');
    expect(displayCount(1234567)).toBe('1,234,567');
    expect(displayCount(-45000)).toBe('-45,000');
  });

  it('writes what is not a whole number as JavaScript does', () => {
    expect(displayCount(1.5)).toBe('1.5');
    expect(displayCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('matches what Intl wrote for the same numbers', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [7, 12_345, 1_000_000, 98_765_432])
      expect(displayCount(value)).toBe(intl.format(value));
  });
});

describe('displayRange', () => {
  it('shows the rows of the page and the total', () => {
    expect(displayRange(0, 25, 60)).toBe('1–25 of 60');
    expect(displayRange(2, 25, 60)).toBe('51–60 of 60');
    expect(displayRange(39, 25, 1_000)).toBe('976–1,000 of 1,000');
  });

  it('shows an empty list as 0–0 of 0', () => {
    expect(displayRange(0, 25, 0)).toBe('0–0 of 0');
  });
});

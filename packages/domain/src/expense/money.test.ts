import { describe, expect, it } from 'vitest';
import { formatRupees, isItemPaise, MAX_ITEM_PAISE, paiseToRupeesText, parseRupees } from './money.ts';

describe('rupees typed by a person become exact paise', () => {
  it('reads whole rupees, one or two decimals, and Indian or plain grouping', () => {
    expect(parseRupees('1250')).toEqual({ ok: true, paise: 125000 });
    expect(parseRupees('1250.5')).toEqual({ ok: true, paise: 125050 });
    expect(parseRupees(' 1,23,456.05 ')).toEqual({ ok: true, paise: 12345605 });
    // 0.1 + 0.2 is not 0.3 in floats; in paise it is.
    expect(parseRupees('0.10').ok && parseRupees('0.20').ok).toBe(true);
    expect(parseRupees('0.30')).toEqual({ ok: true, paise: 30 });
  });

  it('refuses zero, negatives, more than two decimals, words and amounts past the limit', () => {
    expect(parseRupees('0')).toEqual({ ok: false, reason: 'zero' });
    expect(parseRupees('0.00')).toEqual({ ok: false, reason: 'zero' });
    expect(parseRupees('-5')).toEqual({ ok: false, reason: 'negative' });
    expect(parseRupees('10.005')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseRupees('1e5')).toEqual({ ok: false, reason: 'format' });
    expect(parseRupees('')).toEqual({ ok: false, reason: 'format' });
    expect(parseRupees('1000000001')).toEqual({ ok: false, reason: 'too-large' });
  });

  it('accepts only positive whole paise within the limit from the API', () => {
    expect(isItemPaise(1)).toBe(true);
    expect(isItemPaise(MAX_ITEM_PAISE)).toBe(true);
    expect(isItemPaise(0)).toBe(false);
    expect(isItemPaise(-100)).toBe(false);
    expect(isItemPaise(10.5)).toBe(false);
    expect(isItemPaise(MAX_ITEM_PAISE + 1)).toBe(false);
  });
});

describe('paise shown as rupees', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99900)).toBe('₹999.00');
    expect(formatRupees(10000000000)).toBe('₹10,00,00,000.00');
    expect(formatRupees(-150)).toBe('-₹1.50');
  });

  it('writes paise back as rupees text for an input', () => {
    expect(paiseToRupeesText(125050)).toBe('1250.50');
    expect(parseRupees(paiseToRupeesText(7))).toEqual({ ok: true, paise: 7 });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_DEPTH, requestTextMessages as m, textRefusal, valueRefusal } from './request-text.ts';

describe('request text', () => {
  it('refuses NUL and lone surrogates, and takes every real character', () => {
    expect(textRefusal('a\u0000b')).toBe(m.nul);
    expect(textRefusal('x\uD800')).toBe(m.loneSurrogate);
    expect(textRefusal('\uDC00x')).toBe(m.loneSurrogate);
    expect(textRefusal('emoji 😀, हिन्दी, ₹1,23,456.50')).toBeNull();
  });

  it('finds a refused string or key at any depth and names where', () => {
    expect(valueRefusal({ a: [{ b: 'ok' }, { c: 'bad\u0000' }] })).toEqual({ path: 'a.1.c', message: m.nul });
    expect(valueRefusal({ 'k\u0000': 1 })).toEqual({ path: 'k\u0000', message: m.nul });
    expect(valueRefusal({ name: 'Accounts', fields: [1, true, null] })).toBeNull();
  });

  it('refuses nesting deeper than the limit without overflowing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(valueRefusal(deep)?.message).toBe(m.tooDeep);
    let fits: unknown = 'leaf';
    for (let i = 0; i < MAX_REQUEST_DEPTH; i += 1) fits = [fits];
    expect(valueRefusal(fits)).toBeNull();
  });
});

/**
 * Money is exact: amounts are integer paise (1 rupee = 100 paise) everywhere below the screen, never floats.
 * The screen reads rupees as text ('1234.5') and shows them with Indian digit grouping (₹1,23,456.50).
 */

/** The largest amount one item may hold: ₹1,00,00,00,000.00 (a hundred crore), far inside a safe integer. */
export const MAX_ITEM_PAISE = 100_000_000_00;

/** Rupees as typed: digits, an optional point and at most two decimals; a leading minus is read so it can be refused. */
const RUPEES = /^(-)?(\d{1,12})(?:\.(\d{0,2}))?$/;

export type PaiseParse =
  | { ok: true; paise: number }
  | { ok: false; reason: 'format' | 'decimals' | 'zero' | 'negative' | 'too-large' };

/** Reads rupees typed by a person ('1,23,456.5' or '123456.50') into paise, refusing what money cannot be. */
export function parseRupees(text: string): PaiseParse {
  const compact = text.trim().replace(/,/g, '');
  if (/^-?\d+\.\d{3,}$/.test(compact)) return { ok: false, reason: 'decimals' };
  const match = RUPEES.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const [, minus, whole, fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (paise === 0) return { ok: false, reason: 'zero' };
  if (minus) return { ok: false, reason: 'negative' };
  if (paise > MAX_ITEM_PAISE) return { ok: false, reason: 'too-large' };
  return { ok: true, paise };
}

/** Whether a number is a valid item amount in paise: a positive whole number within the item limit. */
export function isItemPaise(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ITEM_PAISE;
}

/** Groups the digits of a whole number the Indian way: the last three, then twos (12,34,56,789). */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** ₹1,23,456.50 for 12345650 paise; negative amounts (never stored, but differences can be) get a minus. */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new Error(`not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const rupees = Math.floor(absolute / 100).toString();
  const fraction = (absolute % 100).toString().padStart(2, '0');
  return `${sign}₹${indianGrouping(rupees)}.${fraction}`;
}

/** Paise as rupees text for an input field ('1234.50'), the inverse of parseRupees without grouping. */
export function paiseToRupeesText(paise: number): string {
  return `${Math.floor(paise / 100)}.${(paise % 100).toString().padStart(2, '0')}`;
}

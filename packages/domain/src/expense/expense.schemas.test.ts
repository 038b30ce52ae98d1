import { describe, expect, it } from 'vitest';
import { expenseMessages as m } from './expense.messages.ts';
import { createRequestSchema } from './expense.schemas.ts';

const ACCOUNT = '0b0c5f8e-3f6e-4a53-9a53-6f0f0a1b2c3d';
const PAYEE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const request = (overrides: Record<string, unknown> = {}) => ({
  transfer_title: 'Site visit',
  bank_account_id: ACCOUNT,
  requested_items: [
    { clubbed_expense: false, amount: 125050, beneficiary_type: 'party', beneficiary_id: PAYEE },
  ],
  ...overrides,
});
const firstMessage = (value: unknown) => {
  const result = createRequestSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a transfer request as sent', () => {
  it('takes a title, a bank account and items in paise', () => {
    expect(createRequestSchema.parse(request()).requested_items[0]?.amount).toBe(125050);
  });

  it('refuses a missing or long title, a long description and no items, with the words of the form', () => {
    expect(firstMessage(request({ transfer_title: ' ' }))).toBe(m.titleRequired);
    expect(firstMessage(request({ transfer_title: 'x'.repeat(51) }))).toBe(m.titleTooLong);
    expect(firstMessage(request({ transfer_desc: 'x'.repeat(101) }))).toBe(m.descriptionTooLong);
    expect(firstMessage(request({ requested_items: [] }))).toBe(m.itemsRequired);
  });

  it('refuses amounts that are not positive whole paise, and a clubbed item without its words', () => {
    for (const amount of [0, -100, 10.5, 1e13]) {
      const items = [{ clubbed_expense: false, amount, beneficiary_type: 'party', beneficiary_id: PAYEE }];
      expect(firstMessage(request({ requested_items: items }))).toBe(m.amountPaise);
    }
    const clubbed = [
      { clubbed_expense: true, amount: 100, clubbed_expense_title: '', clubbed_expense_desc: 'x' },
    ];
    expect(firstMessage(request({ requested_items: clubbed }))).toBe(m.clubbedTitleRequired);
  });
});

import type { BeneficiaryType } from '@atrium/domain/expense/expense.schemas.ts';

/** How each kind of payee is named on the screen. */
export const KIND_WORDS: Record<BeneficiaryType, { one: string; many: string; empty: string }> = {
  party: { one: 'Party', many: 'Parties', empty: 'No parties yet' },
  individual: { one: 'Individual', many: 'Individuals', empty: 'No individuals yet' },
};

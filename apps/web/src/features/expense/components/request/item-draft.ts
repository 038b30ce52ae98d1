import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import {
  type BeneficiaryType,
  DESCRIPTION_MAX,
  type RequestItemInput,
  TITLE_MAX,
} from '@atrium/domain/expense/expense.schemas.ts';
import { type PaiseParse, paiseToRupeesText, parseRupees } from '@atrium/domain/expense/money.ts';

// One expense item of the request form, as the item dialog edits it and the list shows it (spec §3, §5).

/** The longest note of an item (the server's limit). */
export const NOTE_MAX = 300;

/** An item added to the form: the request's input plus what the list shows (the payee's name). */
export type FormItem = RequestItemInput & { key: string; beneficiary_name?: string };

/** The item dialog's fields, as typed. */
export interface ItemDraft {
  amount: string;
  clubbed: boolean;
  beneficiaryType: BeneficiaryType | '';
  beneficiaryId: string;
  title: string;
  description: string;
  note: string;
}

export type DraftField = 'amount' | 'beneficiaryType' | 'beneficiaryId' | 'title' | 'description';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft: ItemDraft = {
  amount: '',
  clubbed: false,
  beneficiaryType: '',
  beneficiaryId: '',
  title: '',
  description: '',
  note: '',
};

export function draftOf(item: FormItem): ItemDraft {
  const amount = paiseToRupeesText(item.amount);
  const note = item.note ?? '';
  return item.clubbed_expense
    ? {
        ...emptyDraft,
        amount,
        clubbed: true,
        title: item.clubbed_expense_title,
        description: item.clubbed_expense_desc,
        note,
      }
    : {
        ...emptyDraft,
        amount,
        beneficiaryType: item.beneficiary_type,
        beneficiaryId: item.beneficiary_id,
        note,
      };
}

const AMOUNT_REFUSAL: Record<Exclude<PaiseParse, { ok: true }>['reason'], string> = {
  format: m.amountFormat,
  decimals: m.amountDecimals,
  zero: m.amountZero,
  negative: m.amountNegative,
  'too-large': m.amountTooLarge,
};

/**
 * The item the draft makes, or what is wrong with each field. A payee's name must be one of the live list of
 * its type (`names`: id to name of that list).
 */
export function itemOfDraft(
  draft: ItemDraft,
  namesOf: (type: BeneficiaryType) => ReadonlyMap<string, string>,
  key: string,
): { item: FormItem } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const amountText = draft.amount.trim();
  const parsed = amountText === '' ? null : parseRupees(amountText);
  if (parsed === null) errors.amount = m.amountRequired;
  else if (!parsed.ok) errors.amount = AMOUNT_REFUSAL[parsed.reason];
  const note = draft.note.trim();

  if (draft.clubbed) {
    const title = draft.title.trim();
    const description = draft.description.trim();
    if (!title) errors.title = m.clubbedTitleRequired;
    else if (title.length > TITLE_MAX) errors.title = m.titleTooLong;
    if (!description) errors.description = m.clubbedDescriptionRequired;
    else if (description.length > DESCRIPTION_MAX) errors.description = m.descriptionTooLong;
    if (Object.keys(errors).length > 0 || !parsed?.ok) return { errors };
    return {
      item: {
        key,
        clubbed_expense: true,
        amount: parsed.paise,
        clubbed_expense_title: title,
        clubbed_expense_desc: description,
        note,
      },
    };
  }

  const type = draft.beneficiaryType;
  const name = type ? namesOf(type).get(draft.beneficiaryId) : undefined;
  if (!type) errors.beneficiaryType = m.beneficiaryTypeRequired;
  else if (name === undefined) errors.beneficiaryId = m.beneficiaryRequired;
  if (Object.keys(errors).length > 0 || !parsed?.ok || !type || name === undefined) return { errors };
  return {
    item: {
      key,
      clubbed_expense: false,
      amount: parsed.paise,
      beneficiary_type: type,
      beneficiary_id: draft.beneficiaryId,
      beneficiary_name: name,
      note,
    },
  };
}

/** What the list and the confirmation call an item: its payee, or the clubbed expense's title. */
export const itemHeading = (item: FormItem) =>
  item.clubbed_expense ? item.clubbed_expense_title : (item.beneficiary_name ?? '');

/** The words under an item's heading: its type, or the clubbed expense's description, then its note. */
export function itemDetails(item: FormItem): string {
  const kind = item.clubbed_expense
    ? `Clubbed expense · ${item.clubbed_expense_desc}`
    : item.beneficiary_type === 'party'
      ? 'Party'
      : 'Individual';
  return item.note ? `${kind} · ${item.note}` : kind;
}

/** The request's input items, without what only the form keeps. */
export const requestItemsOf = (items: readonly FormItem[]): RequestItemInput[] =>
  items.map(({ key: _key, beneficiary_name: _name, ...item }) => item);

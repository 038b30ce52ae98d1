import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import { MAX_ITEMS, type RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/database.ts';
import { expenseRequestItems, expenseRequests } from '../../platform/db/schema.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { answerChange, type Changed, itemLabel, requireOpenItems } from './decisions-checks.ts';
import type { HistoryDraft, ItemRow } from './requests.repo.ts';
import { chosenAccount, type ItemValues, itemValues } from './requests-checks.ts';

type Deps = Pick<AppContext, 'db'>;

// Changing a request's items and bank account while it is submitted, through changeRequest (decision 0028).
// What an approval was given for (amount, payee, clubbed text, the account paid from) sends it back to pending.

/** What an approval was given for: a change of any of these sends the item back to pending. */
const DECIDED_ON = [
  'amount',
  'clubbed',
  'beneficiaryType',
  'beneficiaryId',
  'clubbedTitle',
  'clubbedDesc',
] as const;

/**
 * The item as changed. An unchanged payee keeps the name the item was made with and is not checked again,
 * so the note of an item whose payee was archived since can still be changed; a new payee must be live.
 */
async function resolvedEdit(tx: Tx, item: ItemRow, input: RequestItemInput): Promise<ItemValues> {
  const samePayee =
    !input.clubbed_expense &&
    !item.clubbed &&
    input.beneficiary_id === item.beneficiaryId &&
    input.beneficiary_type === item.beneficiaryType;
  if (!samePayee) return (await itemValues(tx, item.orgId, [input], () => 'item'))[0] as ItemValues;
  return {
    amount: input.amount,
    note: input.note ?? '',
    clubbed: false,
    beneficiaryType: item.beneficiaryType,
    beneficiaryId: item.beneficiaryId,
    beneficiaryName: item.beneficiaryName,
    clubbedTitle: null,
    clubbedDesc: null,
  };
}

/**
 * The history of an item's change: the amount in paise when it changed (its own action, so the screen reads
 * it as money); else what names it (payee or clubbed
 * title), else the clubbed description, else the note, each old and new.
 */
function editHistory(item: ItemRow, next: ItemValues): HistoryDraft[] {
  const base = { action: 'item-changed' as const, itemId: item.id, subject: itemLabel(next) };
  const lines: HistoryDraft[] = [];
  if (item.amount !== next.amount)
    lines.push({ ...base, action: 'item-amount', from: String(item.amount), to: String(next.amount) });
  const [before, after] = [itemLabel(item), itemLabel(next)];
  const renamed = (['clubbed', 'beneficiaryType', 'beneficiaryId', 'clubbedTitle'] as const).some(
    (key) => item[key] !== next[key],
  );
  if (renamed) lines.push({ ...base, from: before, to: after });
  else if (item.clubbedDesc !== next.clubbedDesc)
    lines.push({ ...base, from: item.clubbedDesc, to: next.clubbedDesc });
  if (lines.length === 0 && item.note !== next.note) lines.push({ ...base, from: item.note, to: next.note });
  return lines;
}

export async function addItem(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
  input: { version: number; item: RequestItemInput },
): Promise<Changed> {
  return answerChange(
    ctx,
    auth,
    { requestId, version: input.version, right: 'edit' },
    async (tx, { request, items }, caller) => {
      requireOpenItems(request.status);
      if (items.length >= MAX_ITEMS) throw badRequest(m.tooManyItems);
      const [values] = await itemValues(tx, caller.orgId, [input.item], () => 'item');
      const position = Math.max(-1, ...items.map((item) => item.position)) + 1;
      const [added] = await tx
        .insert(expenseRequestItems)
        .values({ ...(values as ItemValues), orgId: caller.orgId, requestId: request.id, position })
        .returning();
      const row = added as ItemRow;
      return [{ action: 'item-added', itemId: row.id, subject: itemLabel(row), to: String(row.amount) }];
    },
    m.itemAdded,
  );
}

export async function editItem(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
  itemId: string,
  input: { version: number; item: RequestItemInput },
): Promise<Changed> {
  return answerChange(
    ctx,
    auth,
    { requestId, itemId, version: input.version, right: 'edit' },
    async (tx, { request, items }) => {
      requireOpenItems(request.status);
      const item = items.find((row) => row.id === itemId);
      if (!item) throw notFound(m.itemNotFound);
      const next = await resolvedEdit(tx, item, input.item);
      const history = editHistory(item, next);
      if (history.length === 0) return [];
      const redecide = DECIDED_ON.some((key) => item[key] !== next[key]);
      await tx
        .update(expenseRequestItems)
        .set({ ...next, ...(redecide ? { decision: 'pending', decidedBy: null, decidedAt: null } : {}) })
        .where(eq(expenseRequestItems.id, item.id));
      return history;
    },
    m.itemSaved,
  );
}

/** A new account to pay from: a fresh snapshot, and every decided item back to pending. */
export async function changeBankAccount(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
  input: { version: number; bank_account_id: string },
): Promise<Changed> {
  return answerChange(
    ctx,
    auth,
    { requestId, version: input.version, right: 'edit' },
    async (tx, { request }, caller) => {
      requireOpenItems(request.status);
      if (request.bankAccountId === input.bank_account_id) return [];
      const account = await chosenAccount(tx, caller.orgId, input.bank_account_id);
      await tx
        .update(expenseRequests)
        .set({ bankAccountId: account.id, bankAccountSnapshot: account.snapshot })
        .where(eq(expenseRequests.id, request.id));
      await tx
        .update(expenseRequestItems)
        .set({ decision: 'pending', decidedBy: null, decidedAt: null })
        .where(
          and(eq(expenseRequestItems.requestId, request.id), ne(expenseRequestItems.decision, 'pending')),
        );
      const old = (request.bankAccountSnapshot as { account_name?: string }).account_name ?? null;
      return [{ action: 'bank-account', from: old, to: account.snapshot.account_name }];
    },
    m.bankAccountChanged,
  );
}

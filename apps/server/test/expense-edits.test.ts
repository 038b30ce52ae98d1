import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import { MAX_ITEMS } from '@atrium/domain/expense/expense.schemas.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  amounts,
  changeAccount,
  changed,
  decideAll,
  decideItem,
  decisions,
  editItem,
  refusedAndUnchanged,
  setStatus,
} from './support/expense-changes.ts';
import {
  addBankAccount,
  addPayee,
  archive,
  clubbedItem,
  type ExpenseAgent,
  type ExpenseSuite,
  expenseMember,
  expenseOrg,
  historyOf,
  payeeItem,
  EXPENSE_ROLE as R,
  requestBody,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';
import { rowsOf } from './support/sql.ts';

let suite: ExpenseSuite;
let approver: ExpenseAgent;
let editor: ExpenseAgent;
let selfEditor: ExpenseAgent;

beforeAll(async () => {
  suite = await setUpExpenseSuite();
  const member = (roles: string[]) => expenseMember(suite.app, suite.ctx, suite.org.orgId, roles);
  approver = await member([R.viewAll, R.approveAll]);
  editor = await member([R.viewAll, R.editAll]);
  selfEditor = await member([R.viewSelf, R.editSelf, R.submit]);
});
afterAll(() => suite?.server.tearDown());

const submitted = (agent: ExpenseAgent = selfEditor) => submitRequest(agent, requestBody(suite.org));
const ids = (request: { requested_items: { id: string }[] }) =>
  request.requested_items.map((item) => item.id) as [string, string, ...string[]];

describe('changing an item', () => {
  it('sends an approved item whose amount changed back to pending and derives the amounts again', async () => {
    const request = changed(await decideAll(approver, await submitted(), 'approved'));
    const [party] = ids(request);
    const edited = changed(
      await editItem(editor, request, party, payeeItem(suite.org.party, 200_000, 'revised quote')),
      m.itemSaved,
    );
    expect(edited.version).toBe(request.version + 1);
    expect(decisions(edited)).toEqual(['pending', 'approved']);
    expect(edited.requested_items[0]).toMatchObject({
      amount: 200_000,
      note: 'revised quote',
      is_approved: false,
    });
    expect(amounts(edited)).toEqual({
      state: 'partially approved',
      total: 209_999,
      approved: 9_999,
      rejected: 0,
      pending: 200_000,
    });
    const [row] = await rowsOf<{ decided_by: string | null }>(
      suite.ctx.db,
      sql`select decided_by from expense_request_items where id = ${party}`,
    );
    expect(row?.decided_by).toBeNull();
    const line = (await historyOf(editor, request.id)).at(-1);
    expect(line).toMatchObject({
      action: 'item-amount',
      itemId: party,
      subject: suite.org.party.name,
      from: '125050',
      to: '200000',
      actor: { id: editor.id, name: editor.name },
    });
  });

  it('keeps the decision when only the note changes, and changes nothing when nothing differs', async () => {
    const request = changed(await decideAll(approver, await submitted(), 'rejected'));
    const [, clubbed] = ids(request);
    const noted = changed(
      await editItem(
        editor,
        request,
        clubbed,
        clubbedItem(9_999, 'Office snacks', 'Snacks for the week', 'receipt follows'),
      ),
    );
    expect(noted.version).toBe(request.version + 1);
    expect(decisions(noted)).toEqual(['rejected', 'rejected']);
    expect(noted.requested_items[1]?.note).toBe('receipt follows');
    expect((await historyOf(editor, request.id)).at(-1)).toMatchObject({
      action: 'item-changed',
      from: '',
      to: 'receipt follows',
    });

    const same = changed(
      await editItem(
        editor,
        noted,
        clubbed,
        clubbedItem(9_999, 'Office snacks', 'Snacks for the week', 'receipt follows'),
      ),
    );
    expect(same).toEqual(noted);

    // A new clubbed title or payee is a new item to decide on.
    const retitled = changed(
      await editItem(editor, noted, clubbed, clubbedItem(9_999, 'Team lunch', 'Snacks for the week')),
    );
    expect(decisions(retitled)).toEqual(['rejected', 'pending']);
    expect((await historyOf(editor, request.id)).at(-1)).toMatchObject({
      from: 'Office snacks',
      to: 'Team lunch',
    });
    const repaid = changed(
      await editItem(editor, retitled, ids(retitled)[0], payeeItem(suite.org.individual, 125_050)),
    );
    expect(decisions(repaid)).toEqual(['pending', 'pending']);
    expect(repaid.requested_items[0]).toMatchObject({
      beneficiary_type: 'individual',
      beneficiary_name: suite.org.individual.name,
    });
  });

  it('sends the item back to pending when its payee changes to one of the same name', async () => {
    const namesake = await addPayee(suite.org.admin, 'individual', suite.org.party.name);
    const request = changed(await decideAll(approver, await submitted(), 'approved'));
    const moved = changed(await editItem(editor, request, ids(request)[0], payeeItem(namesake, 125_050)));
    expect(moved.version).toBe(request.version + 1);
    expect(moved.requested_items[0]).toMatchObject({ beneficiary_id: namesake.id, decision: 'pending' });
    expect((await historyOf(editor, request.id)).at(-1)).toMatchObject({
      action: 'item-changed',
      itemId: ids(request)[0],
    });
  });

  it('adds an item at the end, pending, and checks its payee as a new request does', async () => {
    const request = changed(await decideAll(approver, await submitted(), 'approved'));
    const added = changed(
      await addItem(selfEditor, request, payeeItem(suite.org.individual, 5_000, 'fuel')),
      m.itemAdded,
    );
    expect(added.requested_items).toHaveLength(3);
    expect(added.requested_items[2]).toMatchObject({
      amount: 5_000,
      decision: 'pending',
      beneficiary_name: suite.org.individual.name,
    });
    expect(amounts(added)).toEqual({
      state: 'partially approved',
      total: 140_049,
      approved: 135_049,
      rejected: 0,
      pending: 5_000,
    });
    expect((await historyOf(selfEditor, request.id)).at(-1)).toMatchObject({
      action: 'item-added',
      itemId: added.requested_items[2]?.id,
      subject: suite.org.individual.name,
      to: '5000',
    });

    const archived = await addPayee(suite.org.admin, 'party');
    await archive(suite.org.admin, 'payees', archived.id);
    const elsewhere = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    const [party] = ids(added);
    for (const [item, message] of [
      [payeeItem(archived, 100), m.payeeArchived],
      [{ ...payeeItem(suite.org.party, 100), beneficiary_type: 'individual' }, m.beneficiaryTypeMismatch],
      [payeeItem(elsewhere.party, 100), m.beneficiaryRequired],
    ] as const) {
      await refusedAndUnchanged(selfEditor, added, () => addItem(selfEditor, added, item), 400, message);
      await refusedAndUnchanged(
        selfEditor,
        added,
        () => editItem(selfEditor, added, party, item),
        400,
        message,
      );
    }
  });

  it('refuses a request already holding the most items', async () => {
    const many = Array.from({ length: MAX_ITEMS }, () => clubbedItem(100));
    const full = await submitRequest(selfEditor, requestBody(suite.org, { requested_items: many }));
    await refusedAndUnchanged(
      selfEditor,
      full,
      () => addItem(selfEditor, full, clubbedItem(100)),
      400,
      m.tooManyItems,
    );
  });
});

describe('changing the bank account', () => {
  it('takes a new snapshot, sends every decided item back to pending and records the old account', async () => {
    const request = await submitted();
    const decided = changed(await decideItem(approver, request, ids(request)[0], 'approved'));
    const rejected = changed(await decideItem(approver, decided, ids(request)[1], 'rejected'));
    const next = await addBankAccount(suite.org.admin, 'Savings account', 'ICIC0004321');
    const moved = changed(await changeAccount(selfEditor, rejected, next.id), m.bankAccountChanged);
    expect(moved.version).toBe(rejected.version + 1);
    expect(moved.bank_account_info).toEqual({
      id: next.id,
      account_name: 'Savings account',
      account_info: next.account_info,
    });
    expect(decisions(moved)).toEqual(['pending', 'pending']);
    expect(amounts(moved)).toEqual({
      state: 'pending',
      total: 135_049,
      approved: 0,
      rejected: 0,
      pending: 135_049,
    });
    expect((await historyOf(selfEditor, request.id)).at(-1)).toMatchObject({
      action: 'bank-account',
      from: suite.org.bankAccount.account_name,
      to: 'Savings account',
    });

    // The same account again is no change; the snapshot stays when the account is renamed later.
    expect(changed(await changeAccount(selfEditor, moved, next.id))).toEqual(moved);
    const archived = await addBankAccount(suite.org.admin);
    await archive(suite.org.admin, 'bank-accounts', archived.id);
    await refusedAndUnchanged(
      selfEditor,
      moved,
      () => changeAccount(selfEditor, moved, archived.id),
      400,
      m.bankAccountArchived,
    );
    const elsewhere = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    await refusedAndUnchanged(
      selfEditor,
      moved,
      () => changeAccount(selfEditor, moved, elsewhere.bankAccount.id),
      400,
      m.bankAccountRequired,
    );
  });
});

describe('who may edit, and when', () => {
  it('refuses edit_self on someone else’s request, and members without an editing role', async () => {
    const others = await submitRequest(suite.org.admin, requestBody(suite.org));
    const [party] = ids(others);
    // edit_self sees its own requests only: someone else's is not found.
    await refusedAndUnchanged(
      editor,
      others,
      () => editItem(selfEditor, others, party, payeeItem(suite.org.party, 1)),
      404,
      m.requestNotFound,
    );
    const seeingSelfEditor = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [
      R.viewAll,
      R.editSelf,
    ]);
    for (const agent of [seeingSelfEditor, approver]) {
      await refusedAndUnchanged(
        editor,
        others,
        [
          () => editItem(agent, others, party, payeeItem(suite.org.party, 1)),
          () => addItem(agent, others, clubbedItem(100)),
          () => changeAccount(agent, others, suite.org.bankAccount.id),
        ],
        403,
        m.noEditPermission,
      );
    }
    // The org admin and edit_all edit anyone's.
    changed(await editItem(editor, others, party, payeeItem(suite.org.party, 1)));
  });

  it('refuses edits once the request is set for disbursement or cancelled', async () => {
    const approved = changed(await decideAll(approver, await submitted(), 'approved'));
    const pending = changed(await setStatus(approver, approved, 'disbursement pending'));
    const rejected = changed(await decideAll(approver, await submitted(), 'rejected'));
    const cancelled = changed(await setStatus(approver, rejected, 'cancelled'));
    const other = await addBankAccount(suite.org.admin);
    for (const [request, message] of [
      [pending, m.itemsFrozen],
      [cancelled, m.cancelledIsFinal],
    ] as const) {
      const [party] = ids(request);
      await refusedAndUnchanged(
        editor,
        request,
        [
          () => editItem(editor, request, party, payeeItem(suite.org.party, 1)),
          () => addItem(editor, request, clubbedItem(100)),
          () => changeAccount(editor, request, other.id),
        ],
        400,
        message,
      );
    }
  });

  it('answers an item of another request as not found', async () => {
    const request = await submitted();
    const other = await submitted();
    await refusedAndUnchanged(
      editor,
      request,
      () => editItem(editor, request, ids(other)[0], payeeItem(suite.org.party, 1)),
      404,
      m.itemNotFound,
    );
  });
});

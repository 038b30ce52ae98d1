import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestItem } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amounts,
  changed,
  decideAll,
  decideItem,
  decisions,
  refusedAndUnchanged,
  setStatus,
} from './support/expense-changes.ts';
import {
  type ExpenseAgent,
  type ExpenseSuite,
  expenseMember,
  expenseOrg,
  historyOf,
  EXPENSE_ROLE as R,
  readRequest,
  requestBody,
  setUpExpenseSuite,
  submitRequest,
} from './support/expense-fixtures.ts';

let suite: ExpenseSuite;
let approver: ExpenseAgent;
let approverOfOthers: ExpenseAgent;
let submitter: ExpenseAgent;
let viewer: ExpenseAgent;

beforeAll(async () => {
  suite = await setUpExpenseSuite();
  const member = (roles: string[]) => expenseMember(suite.app, suite.ctx, suite.org.orgId, roles);
  approver = await member([R.viewAll, R.approveAll, R.submit]);
  approverOfOthers = await member([R.viewAll, R.approveOthers, R.submit]);
  submitter = await member([R.submit, R.viewSelf]);
  viewer = await member([R.viewAll]);
});
afterAll(() => suite?.server.tearDown());

const submitted = (agent: ExpenseAgent = submitter) => submitRequest(agent, requestBody(suite.org));

describe('approving and rejecting items', () => {
  it('derives the amounts and the approval state from the items after every decision', async () => {
    const request = await submitted();
    const [party, clubbed] = request.requested_items.map((item) => item.id) as [string, string];
    expect(amounts(request)).toEqual({
      state: 'pending',
      total: 135_049,
      approved: 0,
      rejected: 0,
      pending: 135_049,
    });

    const one = changed(await decideItem(approver, request, party, 'approved'), m.itemApproved);
    expect(one.version).toBe(request.version + 1);
    expect(decisions(one)).toEqual(['approved', 'pending']);
    expect(amounts(one)).toEqual({
      state: 'partially approved',
      total: 135_049,
      approved: 125_050,
      rejected: 0,
      pending: 9_999,
    });
    expect(one.requested_items[0]).toMatchObject({ is_approved: true, is_rejected: false });

    const two = changed(await decideItem(approver, one, clubbed, 'rejected'), m.itemRejected);
    expect(amounts(two)).toEqual({
      state: 'partially approved',
      total: 135_049,
      approved: 125_050,
      rejected: 9_999,
      pending: 0,
    });
    // Changing one's mind is a decision too.
    const three = changed(await decideItem(approver, two, clubbed, 'approved'), m.itemApproved);
    expect(amounts(three)).toMatchObject({ state: 'approved', approved: 135_049, rejected: 0, pending: 0 });
    expect(three.approval_keys).toEqual({
      is_approved: true,
      is_declined: false,
      is_partially_approved: false,
      is_pending_approval: false,
    });

    const history = (await historyOf(approver, request.id)).filter((line) => line.action === 'item-decision');
    expect(
      history.map(({ itemId, subject, from, to, actor }) => ({ itemId, subject, from, to, actor })),
    ).toEqual([
      {
        itemId: party,
        subject: suite.org.party.name,
        from: 'pending',
        to: 'approved',
        actor: { id: approver.id, name: approver.name },
      },
      {
        itemId: clubbed,
        subject: 'Office snacks',
        from: 'pending',
        to: 'rejected',
        actor: { id: approver.id, name: approver.name },
      },
      {
        itemId: clubbed,
        subject: 'Office snacks',
        from: 'rejected',
        to: 'approved',
        actor: { id: approver.id, name: approver.name },
      },
    ]);
  });

  it('keeps the version and writes no history when the item already has the decision', async () => {
    const request = await submitted();
    const itemId = request.requested_items[0]?.id as string;
    const once = changed(await decideItem(approver, request, itemId, 'rejected'));
    const lines = (await historyOf(approver, request.id)).length;
    const again = changed(await decideItem(approver, once, itemId, 'rejected'), m.itemRejected);
    expect(again.version).toBe(once.version);
    expect(again).toEqual(once);
    expect(await historyOf(approver, request.id)).toHaveLength(lines);
  });

  it('Approve All and Reject All mark every item and leave nothing pending', async () => {
    const request = await submitted();
    const [first] = request.requested_items;
    const rejectedOne = changed(await decideItem(approver, request, first?.id as string, 'rejected'));

    const all = changed(await decideAll(approver, rejectedOne, 'approved'), m.allApproved);
    expect(all.version).toBe(rejectedOne.version + 1);
    expect(decisions(all)).toEqual(['approved', 'approved']);
    expect(amounts(all)).toEqual({
      state: 'approved',
      total: 135_049,
      approved: 135_049,
      rejected: 0,
      pending: 0,
    });

    const none = changed(await decideAll(approver, all, 'rejected'), m.allRejected);
    expect(decisions(none)).toEqual(['rejected', 'rejected']);
    expect(amounts(none)).toEqual({
      state: 'rejected',
      total: 135_049,
      approved: 0,
      rejected: 135_049,
      pending: 0,
    });

    // Already all rejected: nothing changes.
    const again = changed(await decideAll(approver, none, 'rejected'), m.allRejected);
    expect(again.version).toBe(none.version);

    // One line per item changed: the rejected one was not approved twice.
    const lines = (await historyOf(approver, request.id)).filter((line) => line.action === 'item-decision');
    expect(lines.map((line) => `${line.from}>${line.to}`)).toEqual([
      'pending>rejected',
      'rejected>approved',
      'pending>approved',
      'approved>rejected',
      'approved>rejected',
    ]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const request = await submitted();
    const [first, second] = request.requested_items as [RequestItem, RequestItem];
    changed(await decideItem(approver, request, first.id, 'approved'));
    // `request` is now one version behind.
    await refusedAndUnchanged(
      approver,
      request,
      [
        () => decideItem(approver, request, second.id, 'rejected'),
        () => decideAll(approver, request, 'approved'),
        () => setStatus(approver, request, 'cancelled'),
      ],
      409,
      m.staleVersion,
    );
  });
});

describe('who may decide', () => {
  it('approve_all decides on its own requests and on others’; org admins on all', async () => {
    const own = await submitted(approver);
    changed(await decideItem(approver, own, own.requested_items[0]?.id as string, 'approved'));
    const others = await submitted();
    const all = changed(await decideAll(approver, others, 'approved'));
    changed(await setStatus(approver, all, 'disbursement pending'), m.statusSet('disbursement pending'));

    const byAdmin = await submitted(approver);
    changed(await decideAll(suite.org.admin, byAdmin, 'rejected'), m.allRejected);
  });

  it('approve_all_not_self decides on others’ requests and is refused on its own on every path', async () => {
    const others = await submitted();
    const approved = changed(
      await decideItem(approverOfOthers, others, others.requested_items[0]?.id as string, 'approved'),
    );
    const all = changed(await decideAll(approverOfOthers, approved, 'approved'));
    changed(await setStatus(approverOfOthers, all, 'disbursed'));

    const own = await submitted(approverOfOthers);
    const itemId = own.requested_items[0]?.id as string;
    const attempts = [
      () => decideItem(approverOfOthers, own, itemId, 'approved'),
      () => decideItem(approverOfOthers, own, itemId, 'rejected'),
      () => decideAll(approverOfOthers, own, 'approved'),
      () => decideAll(approverOfOthers, own, 'rejected'),
      () => setStatus(approverOfOthers, own, 'cancelled'),
      () => setStatus(approverOfOthers, own, 'disbursed'),
    ];
    for (const attempt of attempts)
      await refusedAndUnchanged(approverOfOthers, own, attempt, 403, m.noApproveOwn);
    // Its own request shows it cannot decide there.
    expect((await readRequest(approverOfOthers, own.id)).rights.approve).toBe(false);
    expect((await readRequest(approverOfOthers, others.id)).rights.approve).toBe(true);
  });

  it('refuses members without an approving role with 403, on their own requests too', async () => {
    const request = await submitted();
    const itemId = request.requested_items[0]?.id as string;
    for (const agent of [viewer, submitter]) {
      await refusedAndUnchanged(
        viewer,
        request,
        [
          () => decideItem(agent, request, itemId, 'approved'),
          () => decideAll(agent, request, 'rejected'),
          () => setStatus(agent, request, 'cancelled'),
        ],
        403,
        m.noApprovePermission,
      );
    }
  });

  it('answers 404 for a request the caller cannot see, another organisation’s, or an item of another request', async () => {
    const request = await submitted();
    const itemId = request.requested_items[0]?.id as string;
    // view_self with approve_all: others' requests do not exist for them.
    const selfViewer = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.viewSelf, R.approveAll]);
    await refusedAndUnchanged(
      viewer,
      request,
      [
        () => decideItem(selfViewer, request, itemId, 'approved'),
        () => decideAll(selfViewer, request, 'approved'),
        () => setStatus(selfViewer, request, 'cancelled'),
      ],
      404,
      m.requestNotFound,
    );

    // A submitter without a viewing role does not see even their own request.
    const blind = await expenseMember(suite.app, suite.ctx, suite.org.orgId, [R.submit]);
    const blindOwn = await submitted(blind);
    await refusedAndUnchanged(
      viewer,
      blindOwn,
      () => decideAll(blind, blindOwn, 'approved'),
      404,
      m.requestNotFound,
    );

    const elsewhere = await expenseOrg(suite.app, suite.ctx, suite.masterCookie);
    await refusedAndUnchanged(
      viewer,
      request,
      [
        () => decideItem(elsewhere.admin, request, itemId, 'approved'),
        () => decideAll(elsewhere.admin, request, 'rejected'),
        () => setStatus(elsewhere.admin, request, 'cancelled'),
      ],
      404,
      m.requestNotFound,
    );

    // Their item named on our request, and our item named on their request.
    const theirs = await submitRequest(elsewhere.admin, requestBody(elsewhere));
    const theirItem = theirs.requested_items[0]?.id as string;
    await refusedAndUnchanged(
      viewer,
      request,
      () => decideItem(approver, request, theirItem, 'approved'),
      404,
      m.itemNotFound,
    );
    await refusedAndUnchanged(
      elsewhere.admin,
      theirs,
      () => decideItem(approver, theirs, itemId, 'approved'),
      404,
      m.requestNotFound,
    );

    // An item of another request of the same organisation, even to someone who may not approve.
    const other = await submitted();
    const otherItem = other.requested_items[0]?.id as string;
    await refusedAndUnchanged(
      viewer,
      request,
      [
        () => decideItem(approver, request, otherItem, 'approved'),
        () => decideItem(viewer, request, otherItem, 'approved'),
      ],
      404,
      m.itemNotFound,
    );
  });
});

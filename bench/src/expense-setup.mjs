// Shared set-up of the expense benchmarks: a fresh PostgreSQL database with the built server on it, an
// organisation with its admin signed in, a bank account, parties and individuals through the API, users of the
// expense app, and transfer requests of 5 items seeded straight into expense_requests and
// expense_request_items with SQL (generate_series), their stored amounts and approval state derived from the
// items exactly as the server derives them (requests.repo.ts derivedColumns, expense-approval.ts).
import { json, signIn } from './org-api.mjs';
import { startStorageBench, timed } from './storage-setup.mjs';

export {
  fmt,
  loadAverage,
  machineLine,
  median,
  percentile,
  timed,
} from './storage-setup.mjs';

export const ITEMS = 5;
const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The org admin's name, as createOrganisation gives it. */
const ADMIN_NAME = 'Ada Admin';

/** The built server on a fresh database, one organisation and its admin (see storage-setup.mjs). */
export async function startExpenseBench(database) {
  const bench = await startStorageBench(database);
  bench.admin.name = ADMIN_NAME;
  bench.post = async (url, body, who = bench.admin.cookie) =>
    fetch(`${bench.server.url}${url}`, {
      method: 'POST',
      headers: { cookie: who, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return bench;
}

/** A bank account, `parties` parties and `individuals` individuals, through the Expense Settings API. */
export async function createPayees(bench, parties = 20, individuals = 20) {
  const { bankAccount } = await json(
    await bench.post('/api/expense/bank-accounts', {
      account_name: 'Main account',
      account_info: {
        account_number: '50100012345678',
        account_holder_name: 'Atrium Traders',
        ifsc_code: 'HDFC0001234',
        other_info: 'Branch: Fort, Mumbai',
      },
    }),
    'create bank account',
  );
  const payees = async (kind, count, name) => {
    const made = [];
    for (let i = 1; i <= count; i++) {
      const { payee } = await json(
        await bench.post('/api/expense/payees', { kind, name: `${name} ${i}` }),
        `create ${kind}`,
      );
      made.push(payee);
    }
    return made;
  };
  return {
    bankAccount,
    parties: await payees('party', parties, 'Sharma Caterers'),
    individuals: await payees('individual', individuals, 'Ravi Kumar'),
  };
}

/**
 * Users of the organisation holding these expense roles, inserted with the org admin's password hash (so
 * they sign in with the admin's password, and making 50 of them costs no hashing), then signed in.
 * Returns [{ id, name, email, cookie }].
 */
export async function expenseUsers(bench, prefix, names, roles) {
  const access = JSON.stringify([{ app: 'expense-management', role: roles }]);
  const { rows } = await bench.client.query(
    `insert into users (org_id, email, name, username, password_hash, access)
     select $1, $2 || '-' || i || '@bench.example', name, $2 || '_' || i, a.password_hash, $4::jsonb
     from unnest($3::text[]) with ordinality as u(name, i),
       (select password_hash from users where id = $5) a
     returning id, email, name`,
    [bench.orgId, prefix, names, access, bench.admin.id],
  );
  const users = [];
  // The server hashes at most a few sign-ins at once; small batches keep each one well inside its timeout.
  for (let i = 0; i < rows.length; i += 4) {
    const batch = rows.slice(i, i + 4);
    const cookies = await Promise.all(
      batch.map((row) =>
        signIn(bench.server.url, { orgId: bench.orgId, email: row.email, password: bench.admin.password }),
      ),
    );
    batch.forEach((row, j) => {
      users.push({ ...row, cookie: cookies[j] });
    });
  }
  return users;
}

/**
 * The roles of the benchmarks: an approver (sees and approves every request), a view_all reader and a
 * view_self submitter, and `submitters` more submitters who only create requests.
 */
export async function expensePeople(bench, { approvers = 1, submitters = 8 } = {}) {
  const viewAll = ['bank-transfer:view_all', 'bank-transfer:approve_all'];
  const approverNames = Array.from({ length: approvers }, (_, i) => `Asha Approver ${i + 1}`);
  const [self] = await expenseUsers(
    bench,
    'self',
    ['Sam Self'],
    ['bank-transfer:submit', 'bank-transfer:view_self'],
  );
  const others = await expenseUsers(
    bench,
    'submitter',
    Array.from({ length: submitters }, (_, i) => `Sunil Submitter ${i + 1}`),
    ['bank-transfer:submit', 'bank-transfer:view_self'],
  );
  const approverList = await expenseUsers(bench, 'approver', approverNames, viewAll);
  return { self, submitters: others, approvers: approverList };
}

/**
 * The share of each (approval state, status) in the seed, out of 20: a little over a third pending, the rest
 * decided, and of the approved ones most set for or done with disbursement. Status follows the rules of
 * statusChangeRefusal: disbursed and disbursement pending only when approved, cancelled only when rejected.
 */
const MIX = [
  ...Array(7).fill(['pending', 'submitted']),
  ...Array(3).fill(['partially approved', 'submitted']),
  ...Array(2).fill(['approved', 'submitted']),
  ['approved', 'disbursement pending'],
  ...Array(3).fill(['approved', 'disbursed']),
  ...Array(2).fill(['rejected', 'submitted']),
  ...Array(2).fill(['rejected', 'cancelled']),
];

/**
 * `count` requests of ITEMS items each, created over the last year (the newest now, one about every 5 minutes
 * back), by `creators` in turn, in the mix above drawn by a hash of the request's number. Items pay the
 * parties and individuals in turn; the last item of every third request is a clubbed expense. A decided
 * item carries the admin as its decider. The stored amounts, approval state and item count are then derived
 * from the items in SQL, by the rules of amountsOf and approvalStateOf, and checked against the intended
 * state. Returns the time taken (ms).
 */
export async function seedRequests(bench, { count, creators, payees }) {
  const { client } = bench;
  const states = MIX.map(([state]) => state);
  const statuses = MIX.map(([, status]) => status);
  const account = payees.bankAccount;
  const snapshot = { account_name: account.account_name, account_info: account.account_info };
  return timed(async () => {
    await client.query('begin');
    // The rows are made consistent here (their request, payees and account exist), so the foreign-key
    // triggers are skipped for the seed: 1,000,000 checks would triple its time. Needs a superuser.
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `create temp table bench_requests on commit drop as
       select n, id, created_at, ($4::text[])[k] as state, ($5::text[])[k] as status
       from (select n, gen_random_uuid() as id,
               now() - (n - 1) * ($2::float8 / $1) * interval '1 second' - (n % 7) * interval '13 seconds'
                 as created_at,
               1 + mod(abs(hashint4(n)::bigint), $3) as k
             from generate_series(1, $1::int) n) s`,
      [count, YEAR_SECONDS, MIX.length, states, statuses],
    );
    await client.query(
      `create temp table bench_items on commit drop as
       select r.id as request_id, r.n, p as position, r.created_at,
         100 * (50 + mod(abs(hashint4(r.n * 8 + p)::bigint), 20000)) as amount,
         (p = $1 and r.n % 3 = 0) as clubbed,
         case
           when r.state in ('pending', 'approved', 'rejected') then
             case r.state when 'pending' then 'pending' when 'approved' then 'approved' else 'rejected' end
           -- partially approved: the first item approved, the second rejected, the rest pending (or, in
           -- every other request, all decided: the first three approved, the last two rejected)
           when p = 1 then 'approved'
           when p = 2 then 'rejected'
           when r.n % 2 = 0 then 'pending'
           when p <= 3 then 'approved'
           else 'rejected'
         end as decision
       from bench_requests r, generate_series(1, $1::int) p`,
      [ITEMS],
    );
    await client.query(
      `insert into expense_requests (id, org_id, title, description, bank_account_id, bank_account_snapshot,
         status, approval_state, total_amount, approved_amount, rejected_amount, pending_amount, item_count,
         version, created_by, created_by_name, created_at, updated_at)
       select r.id, $1, 'Transfer ' || r.n, 'Vendor payments, batch ' || r.n, $2::uuid, $3::jsonb,
         r.status,
         case
           when a.total > 0 and a.approved = a.total then 'approved'
           when a.total > 0 and a.rejected = a.total then 'rejected'
           when a.approved > 0 or a.rejected > 0 then 'partially approved'
           else 'pending'
         end,
         a.total, a.approved, a.rejected, a.total - a.approved - a.rejected, a.items,
         a.decided + (r.status <> 'submitted')::int,
         ($4::uuid[])[1 + r.n % cardinality($4::uuid[])], ($5::text[])[1 + r.n % cardinality($4::uuid[])],
         r.created_at,
         case when a.decided > 0 then least(now(), r.created_at + interval '1 hour') else r.created_at end
       from bench_requests r
       join (select request_id, sum(amount) as total, count(*)::int as items,
               coalesce(sum(amount) filter (where decision = 'approved'), 0) as approved,
               coalesce(sum(amount) filter (where decision = 'rejected'), 0) as rejected,
               count(*) filter (where decision <> 'pending')::int as decided
             from bench_items group by request_id) a on a.request_id = r.id`,
      [
        bench.orgId,
        account.id,
        JSON.stringify(snapshot),
        creators.map((c) => c.id),
        creators.map((c) => c.name),
      ],
    );
    await client.query(
      `insert into expense_request_items (org_id, request_id, position, amount, clubbed, beneficiary_type,
         beneficiary_id, beneficiary_name, clubbed_title, clubbed_desc, note, decision, decided_by, decided_at)
       select $1, i.request_id, i.position, i.amount, i.clubbed,
         case when i.clubbed then null when i.position % 2 = 1 then 'party' else 'individual' end,
         case when i.clubbed then null
           when i.position % 2 = 1 then ($2::uuid[])[1 + (i.n + i.position) % cardinality($2::uuid[])]
           else ($4::uuid[])[1 + (i.n + i.position) % cardinality($4::uuid[])] end,
         case when i.clubbed then null
           when i.position % 2 = 1 then ($3::text[])[1 + (i.n + i.position) % cardinality($2::uuid[])]
           else ($5::text[])[1 + (i.n + i.position) % cardinality($4::uuid[])] end,
         case when i.clubbed then 'Office supplies' end,
         case when i.clubbed then 'Paper, toner and pens for the quarter' end,
         case when i.position = 1 then 'Invoice ' || i.n else '' end,
         i.decision,
         case when i.decision <> 'pending' then $6::uuid end,
         case when i.decision <> 'pending' then least(now(), i.created_at + interval '1 hour') end
       from bench_items i`,
      [
        bench.orgId,
        payees.parties.map((p) => p.id),
        payees.parties.map((p) => p.name),
        payees.individuals.map((p) => p.id),
        payees.individuals.map((p) => p.name),
        bench.admin.id,
      ],
    );
    const { rows } = await client.query(
      `select count(*)::int as wrong from expense_requests e join bench_requests r using (id)
       where e.approval_state <> r.state`,
    );
    if (rows[0].wrong > 0) throw new Error(`${rows[0].wrong} seeded requests derive another approval state`);
    await client.query('commit');
    await client.query('analyze expense_requests');
    await client.query('analyze expense_request_items');
  });
}

/** How many requests of the organisation fall in each (approval state, status). */
export async function seedMix(bench) {
  const { rows } = await bench.client.query(
    `select approval_state, status, count(*)::int as n from expense_requests where org_id = $1
     group by 1, 2 order by 1, 2`,
    [bench.orgId],
  );
  return rows.map((r) => `${r.approval_state}/${r.status} ${r.n}`).join(', ');
}

/**
 * "All versus own" rights, one shape for every app: a table says, for each role and each action, how far the
 * role reaches. Expense's approve_all_not_self reaches only others' records, so a reach can be that too.
 */
export type Reach = 'all' | 'own' | 'others' | 'none';

/**
 * Actions to roles: each action lists how far every role reaches for it, so a new action (or role) fails to
 * compile until every role answers.
 */
export type RightsTable<Role extends string, Action extends string> = Readonly<
  Record<Action, Readonly<Record<Role, Reach>>>
>;

const reachesOwn = (reach: Reach) => reach === 'all' || reach === 'own';
const reachesOthers = (reach: Reach) => reach === 'all' || reach === 'others';

function combined(own: boolean, others: boolean): Reach {
  if (own && others) return 'all';
  if (own) return 'own';
  return others ? 'others' : 'none';
}

/** Every role of a table: what an org admin holds where the spec gives them every right. */
export function everyRole<Role extends string, Action extends string>(
  table: RightsTable<Role, Action>,
): Role[] {
  const [row] = Object.values<Readonly<Record<Role, Reach>>>(table);
  return row ? (Object.keys(row) as Role[]) : [];
}

/**
 * How far the held roles reach for an action, together: own and others' records make all. Roles the table
 * does not know (another app's, a stale one) give nothing.
 */
export function reachOf<Role extends string, Action extends string>(
  table: RightsTable<Role, Action>,
  held: Iterable<string>,
  action: Action,
): Reach {
  const row = table[action];
  let own = false;
  let others = false;
  for (const role of held) {
    if (!Object.hasOwn(row, role)) continue;
    const reach = row[role as Role];
    own ||= reachesOwn(reach);
    others ||= reachesOthers(reach);
  }
  return combined(own, others);
}

/** May the holder of these roles take the action on a record that is (or is not) their own? */
export function mayAct<Role extends string, Action extends string>(
  table: RightsTable<Role, Action>,
  held: Iterable<string>,
  action: Action,
  isOwn: boolean,
): boolean {
  const reach = reachOf(table, held, action);
  return isOwn ? reachesOwn(reach) : reachesOthers(reach);
}

/** Whether a list for this action must be narrowed to the holder's own rows (a self variant only). */
export function mustScopeToOwn<Role extends string, Action extends string>(
  table: RightsTable<Role, Action>,
  held: Iterable<string>,
  action: Action,
): boolean {
  return reachOf(table, held, action) === 'own';
}

/** Whether one role reaches at least as far as another on every action (a wider variant of the same right). */
export function covers<Role extends string, Action extends string>(
  table: RightsTable<Role, Action>,
  wider: Role,
  narrower: Role,
): boolean {
  return Object.values<Readonly<Record<Role, Reach>>>(table).every((row) => {
    const [mine, theirs] = [row[wider], row[narrower]];
    return (!reachesOwn(theirs) || reachesOwn(mine)) && (!reachesOthers(theirs) || reachesOthers(mine));
  });
}

/**
 * Where a table and the apps catalogue disagree: a role one names and the other does not, or two roles the
 * catalogue says conflict that are not the wider and narrower variants of one right. Empty when they agree.
 */
export function catalogueProblems<Role extends string, Action extends string>(
  table: RightsTable<Role, Action>,
  roles: ReadonlyArray<{ meta: string; conflict: readonly string[] }>,
): string[] {
  const known = new Set<string>(everyRole(table));
  const listed = new Set(roles.map((role) => role.meta));
  const problems = [
    ...[...listed].filter((meta) => !known.has(meta)).map((meta) => `${meta} has no row in the table`),
    ...[...known].filter((meta) => !listed.has(meta)).map((meta) => `${meta} is not in the catalogue`),
  ];
  for (const role of roles) {
    for (const other of role.conflict) {
      if (!known.has(role.meta) || !known.has(other)) continue;
      const [a, b] = [role.meta as Role, other as Role];
      if (!covers(table, a, b) && !covers(table, b, a))
        problems.push(`${a} and ${b} are not variants of one right`);
    }
  }
  return problems;
}

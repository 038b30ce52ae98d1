import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { canViewField } from '@atrium/domain/entries/entry-permissions.ts';
import { type UniqueHolder, uniqueHoldings } from '@atrium/domain/entries/entry-unique.ts';
import type { Tx } from '../../platform/db/database.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { cellValuesTaken, type EntryRow, fieldValuesTaken, lockFormEntries } from './entries.repo.ts';
import type { EntriesCaller } from './entries-caller.ts';
import { liveFields } from './entries-caller.ts';

const holderKey = ({ field, column }: UniqueHolder) => (column ? `${field.id}.${column.id}` : field.id);

/**
 * Refuses to bring entries back from the trash when a unique value they hold is now held by a live entry, or
 * by another of the entries restored with them: all of them or none. Runs under the form's entry lock, as
 * the writers' checks do. The message names the fields the caller may view, never a hidden one.
 */
export async function requireRestorable(
  tx: Tx,
  caller: EntriesCaller,
  form: FormRow,
  rows: readonly EntryRow[],
): Promise<void> {
  const fields = liveFields(form);
  const holders = new Map<string, { holder: UniqueHolder; keys: string[] }>();
  const clashing = new Map<string, UniqueHolder>();
  for (const row of rows.filter((candidate) => candidate.isTrashed)) {
    for (const { holder, keys } of uniqueHoldings(fields, row.data)) {
      const held = holders.get(holderKey(holder)) ?? { holder, keys: [] };
      if (keys.some((key) => held.keys.includes(key))) clashing.set(holderKey(holder), holder);
      held.keys.push(...keys);
      holders.set(holderKey(holder), held);
    }
  }
  if (holders.size === 0) return;
  await lockFormEntries(tx, form.id);
  const where = { orgId: caller.orgId, formId: form.id };
  for (const [key, { holder, keys }] of holders) {
    if (clashing.has(key)) continue;
    const { field, column } = holder;
    const rules = column ?? field;
    const taken = column
      ? await cellValuesTaken(
          tx,
          where,
          { fieldId: field.id, columnId: column.id, caseSensitive: rules.uniqueWithCase },
          keys,
        )
      : await fieldValuesTaken(tx, where, { fieldId: field.id, caseSensitive: rules.uniqueWithCase }, keys);
    if (taken.size > 0) clashing.set(key, holder);
  }
  if (clashing.size === 0) return;
  const labels = [...clashing.values()]
    .filter(({ field }) => canViewField(caller.actor, form, field))
    .map(({ field, column }) => (column ? `${field.label} (${column.header})` : field.label));
  throw conflict(m.restoreNotUnique([...new Set(labels)]));
}

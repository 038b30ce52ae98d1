import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entriesContract } from '../entries/entries.contract.ts';
import { formsContract } from '../forms/forms.contract.ts';
import { bulkTrashOperation, selectionSchema, trashedFlagSchema, trashOperations } from './trash.contract.ts';

const itemParams = z.object({ thingId: z.string().uuid() });
const spec = {
  path: '/api/things',
  id: 'thingId',
  itemParams,
  selection: selectionSchema('Select at least one thing.'),
  summaries: { trash: 't', restore: 'r', remove: 'd', bulkRestore: 'br', bulkDelete: 'bd' },
};

describe('trash operations', () => {
  it('follow one path pattern on the item and the collection', () => {
    const ops = trashOperations(spec);
    const routes = Object.values(ops).map((op) => `${op.method} ${op.path}`);
    expect(routes).toEqual([
      'POST /api/things/:thingId/trash',
      'POST /api/things/:thingId/restore',
      'DELETE /api/things/:thingId',
      'POST /api/things/bulk-restore',
      'POST /api/things/bulk-delete',
    ]);
    expect(ops.trash.params).toBe(itemParams);
    expect(ops.bulkDelete.params).toBeUndefined();
  });

  it('keep the paths the domains had', () => {
    expect(formsContract.remove.path).toBe('/api/forms/:formId');
    expect(entriesContract.restore.path).toBe('/api/forms/:formId/entries/:entryId/restore');
    expect(entriesContract.bulkTrash.path).toBe('/api/forms/:formId/entries/bulk-trash');
  });

  it('carry the collection parameters on bulk operations', () => {
    const listParams = z.object({ formId: z.string().uuid() });
    const op = bulkTrashOperation({ ...spec, listParams }, 'bulk-trash', 'bt');
    expect(op.params).toBe(listParams);
  });
});

describe('trash schemas', () => {
  it('refuse an empty selection with the domain message', () => {
    const result = spec.selection.safeParse({ ids: [] });
    expect(result.error?.issues[0]?.message).toBe('Select at least one thing.');
  });

  it('read the trashed flag, live rows by default', () => {
    expect(trashedFlagSchema.parse(undefined)).toBe(false);
    expect(trashedFlagSchema.parse('true')).toBe(true);
  });
});

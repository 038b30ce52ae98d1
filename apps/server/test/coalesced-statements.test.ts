import { describe, expect, it } from 'vitest';
import { coalescedStatements } from '../src/platform/db/coalesced-statements.ts';

/** A write that records each batch it is given and answers once `open()` is called. */
function heldWrites(fails: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: number[]) => {
    batches.push([...items]);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() =>
        items.some(fails) ? reject(new Error('refused')) : resolve(items.map((n) => `row ${n}`)),
      );
    });
  };
  const open = async () => {
    while (pending.length > 0) {
      for (const answer of pending.splice(0)) answer();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, write, open };
}

describe('coalesced statements', () => {
  it('sends a write at once when nothing is on its way', async () => {
    const held = heldWrites();
    const insert = coalescedStatements(held.write, { maxBatch: 10, maxInFlight: 1 });
    const first = insert(1);
    expect(held.batches).toEqual([[1]]);
    await held.open();
    expect(await first).toBe('row 1');
  });

  it('joins the writes that arrive meanwhile into batches of at most maxBatch, each answered with its own row', async () => {
    const held = heldWrites();
    const insert = coalescedStatements(held.write, { maxBatch: 3, maxInFlight: 1 });
    const results = [1, 2, 3, 4, 5, 6].map((n) => insert(n));
    expect(held.batches).toEqual([[1]]);
    await held.open();
    expect(await Promise.all(results)).toEqual(['row 1', 'row 2', 'row 3', 'row 4', 'row 5', 'row 6']);
    expect(held.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('keeps at most maxInFlight batches on their way', async () => {
    const held = heldWrites();
    const insert = coalescedStatements(held.write, { maxBatch: 10, maxInFlight: 2 });
    const results = [1, 2, 3, 4].map((n) => insert(n));
    expect(held.batches).toEqual([[1], [2]]);
    await held.open();
    await Promise.all(results);
    expect(held.batches).toEqual([[1], [2], [3, 4]]);
  });

  it('tries a failed batch again one write at a time, so only the bad one fails', async () => {
    const held = heldWrites((n) => n === 3);
    const insert = coalescedStatements(held.write, { maxBatch: 10, maxInFlight: 1 });
    const results = [1, 2, 3, 4].map((n) => insert(n).catch((error: Error) => error.message));
    await held.open();
    expect(await Promise.all(results)).toEqual(['row 1', 'row 2', 'refused', 'row 4']);
    expect(held.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('goes on with the next writes after a failure', async () => {
    const held = heldWrites((n) => n === 1);
    const insert = coalescedStatements(held.write, { maxBatch: 10, maxInFlight: 1 });
    const failed = insert(1).catch((error: Error) => error.message);
    await held.open();
    expect(await failed).toBe('refused');
    const next = insert(2);
    await held.open();
    expect(await next).toBe('row 2');
  });
});

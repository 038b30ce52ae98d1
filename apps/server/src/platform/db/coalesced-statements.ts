/**
 * Joins independent statements (inserts, lookups) that arrive while earlier ones are on their way into one
 * statement each time the way clears (decisions 0052 and 0053). One that finds nothing in flight goes at once,
 * so a quiet server adds no wait; under load, many requests share one round trip, one plan and one commit.
 *
 * `write` takes the items of one batch and answers one result per item, in their order, or fails as a whole.
 * A failed batch of several is tried again one item at a time, so each request gets its own answer and one
 * bad item never fails the others. Nothing outlives the batch: other processes need nothing from here.
 */
export interface CoalescedStatementsOptions {
  /** Most items in one statement. */
  maxBatch: number;
  /** Batches on their way at once; the rest wait for one to come back. */
  maxInFlight: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

export function coalescedStatements<I, O>(
  write: (items: I[]) => Promise<O[]>,
  { maxBatch, maxInFlight }: CoalescedStatementsOptions,
): (item: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let inFlight = 0;

  const writeAlone = async (one: Waiting<I, O>) => {
    try {
      const [result] = await write([one.item]);
      one.resolve(result as O);
    } catch (error) {
      one.reject(error);
    }
  };

  const send = async (batch: Waiting<I, O>[]) => {
    const [only] = batch;
    if (only && batch.length === 1) return writeAlone(only);
    let results: O[];
    try {
      results = await write(batch.map((one) => one.item));
    } catch {
      await Promise.all(batch.map(writeAlone));
      return;
    }
    for (const [i, one] of batch.entries()) one.resolve(results[i] as O);
  };

  const pump = () => {
    while (inFlight < maxInFlight && waiting.length > 0) {
      inFlight += 1;
      void send(waiting.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      pump();
    });
}

import { Worker } from 'node:worker_threads';
import type { ImportFileKind } from '@atrium/domain/entries/import.ts';
import type { ReadPlan, Segment } from './import-segments.ts';

/** What the reader thread is started with. */
export interface ReaderData {
  file: string;
  kind: ImportFileKind;
  plan: ReadPlan;
  /** Segments the thread may post before the importing thread has taken any. */
  ahead: number;
}

/** Segments waiting to be taken, beside the one being written and the ones the reader holds. */
const AHEAD = 2;

/**
 * The reader thread: its file beside this module in the server's build (dist/). When the server runs from
 * source (the server tests), the thread first registers tsx, then loads the TypeScript source: on Node 20
 * a worker's `--import` does not reach the worker's own first module.
 */
function readerThread(data: ReaderData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./import-reader.worker.js', import.meta.url), { workerData: data });
  const source = new URL('./import-reader.worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}

type Arrival = { segment: Segment } | { error: Error } | { exit: number };

/**
 * An uploaded file's rows, read and checked on a thread of their own (decision 0058), as the segments
 * readSegments gathers: the importing thread keeps to the database's statements. The thread stops when the
 * last segment is taken, when the reading fails (the error is thrown here), or when the import stops early.
 */
export async function* segmentsReadApart(file: string, kind: ImportFileKind, plan: ReadPlan) {
  const worker = readerThread({ file, kind, plan, ahead: AHEAD });
  const arrived: Arrival[] = [];
  let wake: (() => void) | null = null;
  const arrive = (arrival: Arrival) => {
    arrived.push(arrival);
    wake?.();
  };
  worker.on('message', (segment: Segment) => arrive({ segment }));
  worker.on('error', (error) => arrive({ error }));
  worker.on('exit', (exit) => arrive({ exit }));
  const nextArrival = async (): Promise<Arrival> => {
    while (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    return arrived.shift() as Arrival;
  };
  try {
    for (;;) {
      const next = await nextArrival();
      if ('error' in next) throw next.error;
      if ('exit' in next)
        throw new Error(`The import's reader thread ended before the file did (code ${next.exit}).`);
      worker.postMessage('more');
      yield next.segment;
      if (next.segment.last) return;
    }
  } finally {
    await worker.terminate();
  }
}

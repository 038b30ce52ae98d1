import { parentPort, workerData } from 'node:worker_threads';
import type { ReaderData } from './import-reader-thread.ts';
import { readSegments } from './import-segments.ts';
import { dataRows, openSheet } from './sheet-readers.ts';

// A file import's reader thread: reads the uploaded sheet, checks its rows and posts them to the importing
// thread in segments of one batch each (decision 0058). It posts a segment only when that thread has room for
// it, so a slow database holds at most a few batches in memory. An error ends the thread with it.

const port = parentPort;
if (!port) throw new Error('import-reader.worker.ts runs as a worker thread');
const { file, kind, plan, ahead } = workerData as ReaderData;

let room = ahead;
let wake: (() => void) | null = null;
port.on('message', () => {
  room += 1;
  wake?.();
});

const sheet = await openSheet(file, kind);
for await (const segment of readSegments(plan, dataRows(sheet.batches), sheet.fraction)) {
  while (room === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  room -= 1;
  port.postMessage(segment);
}
// Nothing more to post: the thread may end once its last message is out.
port.unref();

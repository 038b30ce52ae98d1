import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** The entries of a zip, name and bytes, in the zip's order. */
export function zipEntries(zip: Buffer): Promise<{ name: string; data: Buffer; compressed: boolean }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: { name: string; data: Buffer; compressed: boolean }[] = [];
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          buffer(stream).then((data) => {
            entries.push({ name: entry.fileName, data, compressed: entry.compressionMethod !== 0 });
            file.readEntry();
          }, reject);
        });
      });
      file.readEntry();
    });
  });
}

import type {
  ImportLine,
  ImportResult,
  ImportUpload,
} from '@atrium/domain/entries/entries-import.contract.ts';
import type { FastifyInstance } from 'fastify';
import { call, type Response } from './test-app.ts';

/** A multipart/form-data body with one file part named `file`. */
export function multipartFile(fileName: string, content: Buffer | string) {
  const boundary = `----atrium${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Import and export calls for one signed-in user and one form. */
export function importExportApi(app: FastifyInstance, cookie: string, formId: string) {
  const base = `/api/forms/${formId}`;
  return {
    upload: (fileName: string, content: Buffer | string) => {
      const { payload, headers } = multipartFile(fileName, content);
      return app.inject({
        method: 'POST',
        url: `${base}/import/uploads`,
        headers: { ...headers, cookie },
        payload,
      });
    },
    runFile: (uploadId: string, mapping: Record<string, string>) =>
      call(app, 'POST', `${base}/import/uploads/${uploadId}/run`, { cookie, body: { mapping } }),
    sources: () => call(app, 'GET', `${base}/import/sources`, { cookie }),
    runForm: (sourceFormId: string, mapping: Record<string, string>) =>
      call(app, 'POST', `${base}/import/from-form`, { cookie, body: { sourceFormId, mapping } }),
    download: (query: Record<string, string | unknown[]> = {}) => {
      const params = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [
          key,
          Array.isArray(value) ? JSON.stringify(value) : value,
        ]),
      );
      return call(app, 'GET', `${base}/export?${params}`, { cookie });
    },
  };
}
export type ImportExportApi = ReturnType<typeof importExportApi>;

/** The NDJSON lines of an import answer. */
export const linesOf = (response: Response): ImportLine[] =>
  response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportLine);

export function resultOf(response: Response): ImportResult {
  const last = linesOf(response).at(-1);
  if (!last || !('done' in last))
    throw new Error(`no import result in ${response.statusCode}: ${response.body}`);
  return last;
}

/** Uploads then imports a file, mapping every column named like a key to its field. */
export async function importFile(
  api: ImportExportApi,
  fileName: string,
  content: Buffer | string,
  mapping: Record<string, string>,
): Promise<{ upload: ImportUpload; response: Response }> {
  const uploaded = await api.upload(fileName, content);
  if (uploaded.statusCode !== 201) throw new Error(`upload refused: ${uploaded.statusCode} ${uploaded.body}`);
  const upload = uploaded.json() as ImportUpload;
  return { upload, response: await api.runFile(upload.uploadId, mapping) };
}

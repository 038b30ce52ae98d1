import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FastifyInstance } from 'fastify';
import { call, type Response } from './test-app.ts';

/** A small entries API client for one signed-in user. */
export function entriesApi(app: FastifyInstance, cookie: string, formId: string) {
  const base = `/api/forms/${formId}/entries`;
  return {
    formId,
    create: (data: Record<string, unknown>) => call(app, 'POST', base, { cookie, body: { data } }),
    list: (query: Record<string, string | number | boolean | unknown[]> = {}) => {
      const params = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [
          key,
          Array.isArray(value) ? JSON.stringify(value) : String(value),
        ]),
      );
      return call(app, 'GET', `${base}?${params}`, { cookie });
    },
    get: (id: string) => call(app, 'GET', `${base}/${id}`, { cookie }),
    update: (id: string, data: Record<string, unknown>, expectedVersion?: number) =>
      call(app, 'PATCH', `${base}/${id}`, { cookie, body: { data, expectedVersion } }),
    history: (id: string) => call(app, 'GET', `${base}/${id}/history`, { cookie }),
    trash: (id: string) => call(app, 'POST', `${base}/${id}/trash`, { cookie }),
    restore: (id: string) => call(app, 'POST', `${base}/${id}/restore`, { cookie }),
    remove: (id: string) => call(app, 'DELETE', `${base}/${id}`, { cookie }),
    bulkTrash: (ids: string[]) => call(app, 'POST', `${base}/bulk-trash`, { cookie, body: { ids } }),
    bulkRestore: (ids: string[]) => call(app, 'POST', `${base}/bulk-restore`, { cookie, body: { ids } }),
    bulkDelete: (ids: string[]) => call(app, 'POST', `${base}/bulk-delete`, { cookie, body: { ids } }),
    bulkUpdate: (ids: string[], fieldId: string, value: unknown) =>
      call(app, 'POST', `${base}/bulk-update`, { cookie, body: { ids, fieldId, value } }),
    prefill: (search: string) =>
      call(app, 'GET', `${base}/prefill?search=${encodeURIComponent(search)}`, { cookie }),
    samples: () => call(app, 'GET', `${base}/samples`, { cookie }),
    options: (fieldId: string, search = '', columnId?: string) => {
      const query = new URLSearchParams({ search, ...(columnId === undefined ? {} : { columnId }) });
      return call(app, 'GET', `/api/forms/${formId}/fields/${fieldId}/options?${query}`, { cookie });
    },
  };
}
export type EntriesApi = ReturnType<typeof entriesApi>;

/** Submits an entry and returns it (the test fails loudly if it cannot). */
export async function createdEntry(api: EntriesApi, data: Record<string, unknown>): Promise<Entry> {
  const response: Response = await api.create(data);
  if (response.statusCode !== 201)
    throw new Error(`entry not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { entry: Entry }).entry;
}

export const entriesOf = (response: Response) =>
  response.json() as { entries: Entry[]; total: number; viewableFieldIds: string[] };

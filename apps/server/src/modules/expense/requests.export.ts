import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';

/** The requests of the filters as CSV or XLSX, one row per item, streamed. (Being built: decision 0028.) */
export async function exportRequests(
  _ctx: Pick<AppContext, 'db'>,
  _auth: AuthContext,
  _query: {
    format: 'csv' | 'xlsx';
    approval?: string;
    status?: string;
    createdFrom?: string;
    createdTo?: string;
  },
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  throw new Error('not built yet');
}

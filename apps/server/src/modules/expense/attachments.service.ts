import type { Readable } from 'node:stream';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';

// Attachments of a request: uploaded through tus (target 'transfer-request'), read, soft-deleted.
// (Being built: see decision 0028.)

export interface OpenedAttachment {
  name: string;
  contentType: string;
  size: number;
  stream: Readable;
}

export async function openAttachment(
  _ctx: Pick<AppContext, 'db' | 'storage'>,
  _auth: AuthContext,
  _requestId: string,
  _fileId: string,
): Promise<OpenedAttachment> {
  throw new Error('not built yet');
}

export async function deleteAttachment(
  _ctx: Pick<AppContext, 'db'>,
  _auth: AuthContext,
  _requestId: string,
  _fileId: string,
  _version: number,
): Promise<{ request: RequestDetail; message: string }> {
  throw new Error('not built yet');
}

import { extensionOf } from '@atrium/domain/uploads/upload-rules.ts';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The type a stored file is served with, from its name: a fixed list, so an uploaded type is never trusted. */
export function contentTypeOf(fileName: string): string {
  return TYPES[extensionOf(fileName)] ?? 'application/octet-stream';
}

export const servedWithoutSandbox = (type: string) => type === 'application/pdf';

import type { MyFolder } from '@atrium/domain/storage/storage.schemas.ts';
import type { FileFilters } from '../../api/storage-files.ts';
import { shownDay } from './file-filters.ts';

function range(label: string, from: string | undefined, to: string | undefined): string | null {
  if (!from) return null;
  return `${label} ${shownDay(from)} – ${to ? shownDay(to) : 'today'}`;
}

/** The filters in a line under the heading, so the list says what it shows. */
export function filterSummary(
  filters: FileFilters,
  folders: readonly MyFolder[],
  uploaders: readonly { id: string; name: string }[],
): string {
  const folder = folders.find((f) => f.id === filters.folderId)?.displayName;
  const uploader = uploaders.find((u) => u.id === filters.uploadedBy)?.name;
  const parts = [
    filters.folderId ? (folder ?? 'One folder') : 'All folders',
    filters.uploadedBy ? `uploaded by ${uploader ?? 'one person'}` : null,
    range('issued', filters.issuedFrom, filters.issuedTo),
    range('uploaded', filters.uploadedFrom, filters.uploadedTo),
  ];
  return parts.filter(Boolean).join(' · ');
}

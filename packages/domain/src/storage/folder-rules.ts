import { storageMessages as m } from './storage.messages.ts';
import { type CreateFolder, cleanFolderSegment, MAX_PATH_SEGMENTS } from './storage.schemas.ts';

/**
 * Why a new folder may not be made as given, in the order the Create Folder Path screen asks (spec §5), or
 * null. Every segment must already be in its cleaned form (spaces to underscores; letters, digits, underscore
 * and hyphen): the screen cleans the name it adds, so anything else did not come from it. Whether the path
 * exists already is the server's question (409).
 */
export function createFolderRefusal(input: CreateFolder): string | null {
  const basePath = input.basePath.trim();
  if (!basePath) return m.selectPath;
  const segments = basePath.split('/');
  if (segments.some((segment) => !segment || cleanFolderSegment(segment) !== segment))
    return m.enterFolderName;
  if (segments.length > MAX_PATH_SEGMENTS) return m.pathTooDeep;
  if (!input.displayName.trim()) return m.enterDisplayName;
  if (!input.creationConfig) return m.selectCreationConfig;
  return null;
}

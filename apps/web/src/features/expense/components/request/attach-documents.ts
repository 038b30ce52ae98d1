import { uploadRequestAttachments } from '../../api/request-attachments.ts';

/** How far the documents of a new request have gone: which one is on its way and its bytes sent. */
export interface DocumentsProgress {
  /** 1-based: the document being sent. */
  current: number;
  count: number;
  sent: number;
  size: number;
}

/**
 * Uploads the documents chosen on the form to the request just submitted, one after another, each as a 'New
 * File' (decision 0028: its creator with bank-transfer:submit may attach). A refused document does not stop
 * the others; the answer is the refusals, each as '<file name>: <the server's words>' (none when all went).
 */
export async function attachChosenDocuments(
  requestId: string,
  files: readonly File[],
  onProgress: (progress: DocumentsProgress) => void,
): Promise<string[]> {
  if (files.length === 0) return [];
  const outcomes = await uploadRequestAttachments(requestId, files, false, (index, sent, size) =>
    onProgress({ current: index + 1, count: files.length, sent, size }),
  );
  return outcomes.flatMap((outcome) => (outcome.ok ? [] : [`${outcome.name}: ${outcome.error}`]));
}

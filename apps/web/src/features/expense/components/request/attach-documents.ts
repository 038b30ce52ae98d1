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
 * File' (decision 0028: its creator with bank-transfer:submit may attach). Rejects with the server's refusal of
 * the first that fails; those sent before it stay attached.
 */
export async function attachChosenDocuments(
  _requestId: string,
  files: readonly File[],
  _onProgress: (progress: DocumentsProgress) => void,
): Promise<void> {
  if (files.length === 0) return;
  throw new Error('Attaching documents is not available yet.');
}

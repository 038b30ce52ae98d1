/** Upload and file-preview messages (forms spec §8), word for word, and a few of ours. */
export const fileMessages = {
  uploadFailed: 'Failed to upload files to bucket.',
  previewFailed: 'Failed to load preview',
  fetchFailed: 'Failed to fetch file.',
  emptyPath: 'File path cannot be empty',
  // Not in the specification (docs/decisions/0013).
  fileNotFound: 'File not found.',
  notAFileField: 'This field does not take files.',
  sizeRequired: 'The size of the file must be known before it is uploaded.',
  uploadNotFound: 'Upload not found.',
} as const;

/** Import messages (forms spec §5 'Import', §8), word for word, and a few of ours. */
export const importMessages = {
  mustBeNumber: (label: string) => `${label} must be a number.`,
  invalidNumber: 'Invalid number',
  invalidBoolean: 'Invalid boolean',
  invalidDate: (label: string) => `${label} must be a valid date/time format.`,
  invalidJson: (label: string) => `${label} must be valid JSON.`,
  columnRequired: 'This column is required',
  noValidRows: 'No valid data rows found to import.',
  noFormSelected: 'No form selected to import data into.',
  importFailed: 'Error importing data. Some records might not have been imported.',
  unexpected: 'Unexpected import error',
  processingError: 'An error occurred during processing',
  imported: (n: number) => `${n} records imported successfully!`,
  failedSuffix: (m: number) => ` ${m} records failed to import. Check console for details.`,
  // Not in the specification (docs/decisions/0013).
  sameForm: 'Cannot import from the same form. Choose another form to import from.',
  onlySpreadsheets: 'Only CSV, XLS and XLSX files can be imported.',
  uploadNotFound: 'The uploaded file is no longer available. Upload it again.',
  noMapping: 'Map at least one column to a field.',
  fieldNotImportable: 'This field cannot be imported into.',
  fileTooLarge: 'The file is too large to import.',
  unreadableFile: 'The file could not be read. Save it again as CSV, XLS or XLSX and retry.',
} as const;

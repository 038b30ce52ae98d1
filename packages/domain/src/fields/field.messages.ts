/** The field dialog's messages (forms spec §5), word for word, and the few the spec does not give. */
export const fieldMessages = {
  labelAndTypeRequired: 'Label and Type are required.',
  regexRequired: 'Regex and invalid input message are required when input validation is enabled.',
  // Not in the specification (docs/decisions/0012).
  foreignKeyIncomplete: 'Choose both a form and a field for the foreign key.',
  tableNeedsColumn: 'A table field needs at least one column.',
  columnHeaderRequired: 'Column header is required.',
  invalidRegex: 'Invalid Regex',
  duplicateFieldIds: 'Two fields share one id.',
  tooManyFields: 'A form can have at most 500 fields.',
  lockedFieldRemoved: 'Removed',
  alreadyInGroup: 'Already in selected group(s)',
  conflictingRole: 'Already assigned to conflicting role',
} as const;

export type RegexVerdict = 'Valid' | 'Invalid' | 'Invalid Regex';

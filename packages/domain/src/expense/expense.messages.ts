/** Every word of the expense-management app: the spec's catalogue (§4, §5, §6, §8) word for word, then ours. */
export const expenseMessages = {
  // Quick actions (§8).
  quickActionsFailed: 'Failed to update Quick Actions',
  quickActionAdded: 'Added to Quick Actions',
  quickActionRemoved: 'Removed from Quick Actions',
  // Requests (§6, §8).
  noSubmitPermission: "You don't have permission to submit a transfer request :(",
  submitFailed: 'Error submitting transfer request',
  submitted: 'Transfer request submitted successfully',
  uploadSuccessful: 'Upload successful.',
  allUploaded: 'All files uploaded successfully.',
  noRequests: 'No requests found',
  // Status (§4).
  cancelOnlyRejected: 'Can only cancel requests that are rejected',
  disburseOnlyApproved: 'Can only set disbursement status for approved requests',

  // Not in the specification (the expense decision).
  titleRequired: 'Please enter a title.',
  titleTooLong: 'The title can be at most 50 characters.',
  descriptionTooLong: 'The description can be at most 100 characters.',
  bankAccountRequired: 'Please choose a bank account.',
  itemsRequired: 'Add at least one item.',
  amountRequired: 'Please enter an amount.',
  amountZero: 'The amount cannot be zero.',
  amountNegative: 'The amount cannot be negative.',
  amountDecimals: 'The amount can have at most two decimals.',
  amountFormat: 'Enter the amount in rupees, for example 1250.50.',
  amountTooLarge: 'The amount is too large.',
  beneficiaryTypeRequired: 'Please choose party or individual.',
  beneficiaryRequired: 'Please choose a name from the list.',
  clubbedTitleRequired: 'Please enter a title for the clubbed expense.',
  clubbedDescriptionRequired: 'Please enter a description for the clubbed expense.',
  cancelledIsFinal: 'This request is cancelled: nothing about it can change.',
  itemsFrozen: 'Items of a request set for disbursement cannot change.',
  notBackToSubmitted: 'A request cannot be set back to submitted.',
  alreadyDisbursed: 'This request is already disbursed.',
  staleVersion: 'This request was changed by someone else. Reload it and try again.',
} as const;

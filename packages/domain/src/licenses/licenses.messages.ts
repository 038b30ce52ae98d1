/** License page and gate (platform §4, §5, §8), word for word. */
export const licenseMessages = {
  fillRequired: 'Please fill all required license fields.',
  loadOrgsFailed: 'Failed to load organizations. Please refresh the page.',
  orgNotFound: 'Selected organization not found.',
  loadOrgFailed: 'Failed to load organization details.',
  loadFailed: 'Failed to load licenses.',
  monitoringFailed: 'Failed to set up license monitoring.',
  selectOrgFirst: 'Please select an organization before adding/updating a license.',
  saveFailed: 'Failed to save license. Please try again.',
  deleteFailed: 'Failed to delete license. Please try again.',
  orgUpdateFailed: 'Failed to update organization. Please try again.',
  orgDeleteFailed: 'Failed to delete organization. Please try again.',
  adminCredentialsFailed:
    'Organization updated but there was an issue updating admin credentials. Please contact support.',
  copyFailed: 'Failed to copy to clipboard',
  activeLicense: 'Active License',

  renew: 'Please renew the license.',
  expiredTitle: 'License Expired',
  expiredBody:
    'Your organization license has expired. All apps are disabled for regular users and only organization admins can access them. Data will be deleted within one month if the license is not renewed.',
  understood: 'I Understand',
  expiredContactAdmin: 'Your license has expired. Please contact the admin to renew the license.',

  // Results: the page shows a message as success when it contains 'successfully' (platform §8).
  added: 'License added successfully.',
  updated: 'License updated successfully.',
  deleted: 'License deleted successfully.',
  orgUpdated: 'Organization updated successfully.',
  orgDeleted: 'Organization deleted successfully.',
  notFound: 'License not found.',
} as const;

/** The license warning lasts 3 s (platform §9). */
export const LICENSE_WARNING_MS = 3000;

/** Sign-in, session and password-reset messages, word for word from the specification (platform §5, §8). */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  orgIdRequired: 'Organization ID is required',
  orgIdTooShort: 'Organization ID must be at least 3 characters',
  forgotPasswordNeedsEmail: 'Please enter your email address first',

  orgMissing: 'Organization does not exist.',
  userBlockedOrArchived: 'User is blocked or archived.',
  notAMember: 'You are not a member of this organization.',
  notACreator: 'Access denied: Not a creator account.',
  notAMasterAdmin: 'Access denied: Not a master admin account.',
  loginFailed: 'Login failed. Please check your credentials and organization ID.',
  microsoftLoginFailed: 'Microsoft login failed.',
  microsoftSignInFailed: 'Failed to sign in with Microsoft.',
  adminLoginFailed: 'Admin login failed.',
  creatorLoginFailed: 'Failed to login as creator.',
  unexpectedLoginError: 'An unexpected error occurred during login.',
  unexpectedError: 'An unexpected error occurred.',
  userOrOrgNotFound: 'User or organization not found. Please log in again.',

  resetSent: 'Password reset email sent successfully. Please check your email.',
  resetNoUser: 'No account found with this email address.',
  resetInvalidEmail: 'Invalid email address format.',
  tooManyRequests: 'Too many requests. Please try again later.',
  resetFailed: 'Failed to send password reset email.',

  accountBlocked: 'Your account has been blocked',
  // Not in the specification (decision 0032): archived is not blocked.
  accountArchived: 'Your account has been archived',
  loadingAuthentication: 'Loading authentication...',

  // Not in the specification: the reset page and the sign-in limiter need their own words (docs/decisions).
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  signInWait: (seconds: number) => `Too many sign-in attempts. Please wait ${seconds} seconds and try again.`,
  sessionRequired: 'Please sign in to continue.',
  crossSiteRefused: 'This request was refused because it did not come from Atrium.',
} as const;

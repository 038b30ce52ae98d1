import { z } from 'zod';
import { authMessages as m } from './auth.messages.ts';
import { EMAIL_PATTERN, ORG_ID_MIN_LENGTH, SIGN_IN_PASSWORD_MIN_LENGTH } from './sign-in.rules.ts';

const email = z
  .string()
  .trim()
  .min(1, m.emailRequired)
  .pipe(z.email({ message: m.emailInvalid, pattern: EMAIL_PATTERN }));
const password = z.string().min(1, m.passwordRequired).min(SIGN_IN_PASSWORD_MIN_LENGTH, m.passwordTooShort);
const orgId = z.string().trim().min(1, m.orgIdRequired).min(ORG_ID_MIN_LENGTH, m.orgIdTooShort);

export const orgSignInSchema = z.object({ orgId, email, password });
export type OrgSignIn = z.infer<typeof orgSignInSchema>;

/** Master admin and creator sign-in share the email and password rules and need no organisation. */
export const accountSignInSchema = z.object({ email, password });
export type AccountSignIn = z.infer<typeof accountSignInSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, m.forgotPasswordNeedsEmail)
    .pipe(z.email({ message: m.resetInvalidEmail, pattern: EMAIL_PATTERN })),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** New passwords follow the created-user rule (at least 8 characters), not the weaker sign-in rule. */
export const resetPasswordSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const authProvidersSchema = z.object({ microsoft: z.boolean() });

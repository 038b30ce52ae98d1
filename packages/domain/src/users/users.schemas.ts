import { z } from 'zod';
import { accessEntrySchema } from '../access/access.schemas.ts';
import { userMessages as m } from './users.messages.ts';

export const nameSchema = z.string().trim().min(3, m.nameTooShort).max(120);
export const usernameSchema = z
  .string()
  .trim()
  .min(1, m.usernameRequired)
  .regex(/^[A-Za-z0-9_]{3,}$/, m.usernameInvalid)
  .max(60, m.usernameInvalid);
export const userEmailSchema = z
  .string()
  .trim()
  .min(1, m.emailRequired)
  .pipe(z.email(m.emailInvalid))
  .pipe(z.string().max(254));
export const phoneSchema = z
  .string()
  .trim()
  .min(1, m.phoneRequired)
  .regex(/^\+?\d{10}$/, m.phoneInvalid);

const matchingPasswords = <T extends { password?: string; confirmPassword?: string }>(v: T) =>
  (v.password ?? '') === (v.confirmPassword ?? '');

/** Step 1 of Create New User. */
export const userDetailsSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: userEmailSchema,
    phoneNumber: phoneSchema,
    password: z.string().min(8, m.passwordTooShort).max(200),
    confirmPassword: z.string(),
  })
  .refine(matchingPasswords, { message: m.passwordsDiffer, path: ['confirmPassword'] });
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const createUserSchema = z
  .object({
    name: nameSchema,
    username: usernameSchema,
    email: userEmailSchema,
    phoneNumber: phoneSchema,
    password: z.string().min(8, m.passwordTooShort).max(200),
    confirmPassword: z.string(),
    access: z.array(accessEntrySchema).max(50),
  })
  .refine(matchingPasswords, { message: m.passwordsDiffer, path: ['confirmPassword'] });
export type CreateUser = z.infer<typeof createUserSchema>;

const userInfoFields = {
  name: nameSchema,
  username: usernameSchema,
  email: userEmailSchema,
  phoneNumber: phoneSchema,
  password: z.union([z.literal(''), z.string().min(8, m.passwordTooShort).max(200)]).optional(),
  confirmPassword: z.string().optional(),
};

/** Step 1 of the edit dialog: a blank password keeps the current one. */
export const updateUserInfoSchema = z
  .object({ ...userInfoFields, isBlocked: z.boolean().optional() })
  .refine(matchingPasswords, { message: m.passwordsDiffer, path: ['confirmPassword'] });
export type UpdateUserInfo = z.infer<typeof updateUserInfoSchema>;

/** One's own details on the profile page: the same rules, without the blocked switch. */
export const updateProfileSchema = z
  .object(userInfoFields)
  .refine(matchingPasswords, { message: m.passwordsDiffer, path: ['confirmPassword'] });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const updateUserAccessSchema = z.object({ access: z.array(accessEntrySchema).max(50) });

/** One action on a users-table row: allowed, or refused with the spec's words (user-rules.ts). */
export const userCapabilitySchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
export type UserCapability = z.infer<typeof userCapabilitySchema>;

/** What the caller may do with a user, computed by the server with the rules of user-rules.ts. */
export const userCapabilitiesSchema = z.object({
  edit: userCapabilitySchema,
  archive: userCapabilitySchema,
  restore: userCapabilitySchema,
});
export type UserCapabilities = z.infer<typeof userCapabilitiesSchema>;

export const userSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  access: z.array(accessEntrySchema),
  isBlocked: z.boolean(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  isFirstAdmin: z.boolean(),
  isOrgAdmin: z.boolean(),
  /** Shown as a chip wherever users are listed; only the master admin sets it. */
  isTestUser: z.boolean(),
  lastLoggedIn: z.string().nullable(),
  createdAt: z.string(),
  capabilities: userCapabilitiesSchema,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;

export const listUsersQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n), 'Unsupported page size.')
    .default(25),
});

/** People offered in pickers (groups, owners): active, not archived, not blocked. */
export const pickableUserSchema = userSummarySchema.pick({
  id: true,
  name: true,
  username: true,
  email: true,
});

import { z } from 'zod';
import { contract, operation } from '../common/contract.ts';
import { meSchema } from '../me/me.schemas.ts';
import { userMessages } from '../users/users.messages.ts';
import { nameSchema, updateProfileSchema } from '../users/users.schemas.ts';

export const profileMessages = {
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
} as const;

/** Profile messages clear after 3 s (platform §9). */
export const PROFILE_MESSAGE_MS = 3000;

/**
 * Master admins and creators belong to no organisation and carry no username or phone of their own:
 * they change only their name and password (docs/decisions/0011).
 */
export const updateAccountSchema = z
  .object({
    name: nameSchema,
    password: z.union([z.literal(''), z.string().min(8, userMessages.passwordTooShort).max(200)]).optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => (v.password ?? '') === (v.confirmPassword ?? ''), {
    message: userMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type UpdateAccount = z.infer<typeof updateAccountSchema>;

const profileResponse = z.object({ me: meSchema, message: z.string() });

export const profileContract = contract('profile', 'profile', {
  update: operation({
    method: 'PATCH',
    path: '/api/me/profile',
    summary: "Change one's own name, username, email, phone or password",
    body: updateProfileSchema,
    response: profileResponse,
  }),
  updateAccount: operation({
    method: 'PATCH',
    path: '/api/me/account',
    summary: "Change one's own name or password (any account, including master admins and creators)",
    body: updateAccountSchema,
    response: profileResponse,
  }),
});

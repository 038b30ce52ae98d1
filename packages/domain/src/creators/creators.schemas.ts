import { z } from 'zod';

export const creatorMessages = {
  created: 'Creator account created successfully.',
  blocked: 'Creator blocked.',
  unblocked: 'Creator unblocked.',
  emailTaken: 'A user with this email already exists.',
  nameTooShort: 'Name must be at least 3 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  none: 'No creator accounts yet.',
  notFound: 'Creator not found.',
} as const;

export const createCreatorSchema = z.object({
  name: z.string().trim().min(3, creatorMessages.nameTooShort).max(120),
  email: z.string().trim().min(1, creatorMessages.emailRequired).pipe(z.email(creatorMessages.emailInvalid)),
  password: z.string().min(8, creatorMessages.passwordTooShort).max(200),
});
export type CreateCreator = z.infer<typeof createCreatorSchema>;

export const creatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
  lastLoggedIn: z.string().nullable(),
});
export type Creator = z.infer<typeof creatorSchema>;

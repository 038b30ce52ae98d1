import { z } from 'zod';
import { accessEntrySchema } from '../access/access.schemas.ts';
import { organizationPublicSchema } from '../orgs/orgs.schemas.ts';

/** The settings as stored: a setting is there only once the user chose it. */
export type StoredSettings = { darkMode?: boolean };

/** Dark mode null: the user never chose, and the theme follows the system's setting (decision 0032). */
export const userSettingsSchema = z.object({ darkMode: z.boolean().nullable() });
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const settingsOf = (stored: StoredSettings): UserSettings => ({ darkMode: stored.darkMode ?? null });

/** Which sign-in page opened the session: it decides the org id the original kept ('master', 'creator'). */
export const sessionKindSchema = z.enum(['org', 'master', 'creator']);
export type SessionKind = z.infer<typeof sessionKindSchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    isMasterAdmin: z.boolean(),
    isCreator: z.boolean(),
    isOrgAdmin: z.boolean(),
    isTestUser: z.boolean(),
    isFirstAdmin: z.boolean(),
    access: z.array(accessEntrySchema),
    /** Live user groups of the organisation the user belongs to: locked fields and form rules name groups. */
    groupIds: z.array(z.string()).default([]),
    quickActions: z.array(z.string()),
    settings: userSettingsSchema,
    lastLoggedIn: z.string().nullable(),
  }),
  sessionKind: sessionKindSchema,
  organization: organizationPublicSchema.nullable(),
  /** The organisation's license as the gate sees it; null without an organisation. */
  license: z.object({ expired: z.boolean(), endDate: z.string().nullable() }).nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const updateSettingsSchema = z.object({ darkMode: z.boolean() }).partial();
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

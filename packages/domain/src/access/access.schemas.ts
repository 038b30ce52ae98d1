import { z } from 'zod';

export const appRoleSchema = z.object({
  meta: z.string(),
  name: z.string(),
  conflict: z.array(z.string()),
});

export const appSchema = z.object({
  app_name: z.string(),
  available_access: z.array(appRoleSchema),
  available_folder_access: z.array(appRoleSchema).optional(),
  is_active_for_assignment: z.boolean(),
  is_blocked: z.boolean(),
});
export type App = z.infer<typeof appSchema>;

/** The two switches of an app as one holder set them: the platform (master admin) or an organisation. */
export const appSwitchesSchema = z.object({
  is_active_for_assignment: z.boolean(),
  is_blocked: z.boolean(),
});
export type AppSwitches = z.infer<typeof appSwitchesSchema>;

/**
 * An app as the caller's organisation has it: `is_blocked` and `is_active_for_assignment` are the state in
 * force (the platform's and the organisation's together, docs/decisions/0009); `platform` and
 * `organization` say who set what. `organization` is null for a caller of no organisation.
 */
export const appStateSchema = appSchema.extend({
  platform: appSwitchesSchema,
  organization: appSwitchesSchema.nullable(),
});
export type AppState = z.infer<typeof appStateSchema>;

export const storageFolderAccessSchema = z.object({
  folder_name: z.string(),
  folder_drive_id: z.string(),
  roles: z.array(z.string()),
});

/** One line of a user's access: an app and its roles (storage carries roles per folder instead). */
export const accessEntrySchema = z.object({
  app: z.string(),
  role: z.array(z.string()).default([]),
  folders: z.array(storageFolderAccessSchema).optional(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;

export const appsMessages = {
  noConfig: 'No apps configuration found',
  loadConfigFailed: 'Failed to load apps configuration',
  loadFailed: 'Failed to load apps.',
  updateFailed: 'Failed to update app settings.',
  onlyMaster: 'Only master admin can manage all apps',
  accessMasterAdmin: 'Access: Master Admin',
  // Not in the specification (docs/decisions/0005).
  noOrganization: "An organisation's own app switches are set by its org admins.",
  orgSwitchesHint: "Your organisation's own switches apply on top of the platform's.",
  notFound: 'App not found.',
  updated: 'App settings updated.',
} as const;

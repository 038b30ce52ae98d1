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
  notFound: 'App not found.',
  updated: 'App settings updated.',
} as const;

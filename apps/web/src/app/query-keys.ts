/** Query keys shared by the features and by the live-event listener that invalidates them. */
export const queryKeys = {
  me: ['me'] as const,
  apps: ['apps'] as const,
  orgs: ['orgs'] as const,
  orgPublic: (orgId: string) => ['org-public', orgId] as const,
  creators: ['creators'] as const,
  authProviders: ['auth-providers'] as const,
  users: ['users'] as const,
  pickableUsers: ['users', 'pickable'] as const,
  userGroups: ['user-groups'] as const,
  licenses: (orgId: string) => ['licenses', orgId] as const,
  /** Under the licenses key: a license change refreshes the organisation's details too. */
  licenseOrganization: (orgId: string) => ['licenses', orgId, 'organization'] as const,
};

/** The master admin the journeys' server starts with (see playwright.config.ts). */
export const MASTER_ADMIN = {
  email: 'master@atrium-e2e.test',
  password: 'master-e2e-password',
  name: 'Morgan Master',
} as const;

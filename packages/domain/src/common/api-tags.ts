/**
 * The groups of the API document, one per domain folder of this package, with the words the docs page
 * shows above each group. A contract names its group when it is declared (see `contract` in contract.ts).
 */
export const apiTags = {
  system: 'Health of the server, for load balancers and monitoring.',
  auth: 'Signing in and out: organisation users, master admin, creators, Microsoft, password reset.',
  me: 'The signed-in user: who they are, their settings and starred quick actions.',
  access: 'The apps catalogue: which apps are blocked and which are offered for assignment.',
  orgs: 'Organisations: creating them (master admin) and what anyone may learn from an id.',
  creators: 'Creator accounts, who build templates (master admin).',
  licenses: 'Organisation licences and organisation admins (master admin).',
  users: 'The users of an organisation.',
  'user-groups': 'User groups of an organisation, with their trash.',
  profile: 'The own profile of the signed-in user.',
  forms: 'Forms: the builder, field configuration, access and history, with their trash.',
  'form-groups': 'Form groups, their forms and access, with their trash.',
  entries: 'Data of a form: entries, versions, trash, table preferences, import and export.',
  uploads: 'Files stored with entries.',
  templates: 'Templates: the Creator Portal, the library, releases and data kept in templates.',
  storage: 'The storage app: folders and files.',
  expense: 'The expense app: requests, decisions, payees and attachments.',
} as const;

export type ApiTag = keyof typeof apiTags;

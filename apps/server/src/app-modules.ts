import type { AppContext } from './app-context.ts';
import { appsModule } from './modules/apps/apps.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { creatorsModule } from './modules/creators/creators.module.ts';
import { entriesModule } from './modules/entries/entries.module.ts';
import { entriesExportModule } from './modules/entries-export/entries-export.module.ts';
import { entriesImportModule } from './modules/entries-import/entries-import.module.ts';
import { entryPreferencesModule } from './modules/entry-preferences/entry-preferences.module.ts';
import { eventsModule } from './modules/events/events.module.ts';
import { expenseModule } from './modules/expense/expense.module.ts';
import { formGroupsModule } from './modules/form-groups/form-groups.module.ts';
import { formsModule } from './modules/forms/forms.module.ts';
import { healthModule } from './modules/health/health.module.ts';
import { licensesModule } from './modules/licenses/licenses.module.ts';
import { meModule } from './modules/me/me.module.ts';
import { observabilityModule } from './modules/observability/observability.module.ts';
import { orgsModule } from './modules/orgs/orgs.module.ts';
import { profileModule } from './modules/profile/profile.module.ts';
import { storageModule } from './modules/storage/storage.module.ts';
import { templateDataModule } from './modules/template-data/template-data.module.ts';
import { templateLibraryModule } from './modules/template-library/template-library.module.ts';
import { templatesModule } from './modules/templates/templates.module.ts';
import { uploadsModule } from './modules/uploads/uploads.module.ts';
import { userGroupsModule } from './modules/user-groups/user-groups.module.ts';
import { usersModule } from './modules/users/users.module.ts';
import type { AppModule } from './platform/http/app-module.ts';

/** Every module of the server, in the order their routes are registered. A new domain adds one line. */
export const appModules: readonly AppModule<AppContext>[] = [
  healthModule,
  observabilityModule,
  authModule,
  meModule,
  appsModule,
  orgsModule,
  creatorsModule,
  eventsModule,
  usersModule,
  userGroupsModule,
  licensesModule,
  profileModule,
  formsModule,
  formGroupsModule,
  uploadsModule,
  entriesModule,
  entryPreferencesModule,
  entriesImportModule,
  entriesExportModule,
  templatesModule,
  templateLibraryModule,
  templateDataModule,
  storageModule,
  expenseModule,
];

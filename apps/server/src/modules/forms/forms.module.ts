import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { formsRoutes } from './forms.routes.ts';

export const formsModule: AppModule<AppContext> = { name: 'forms', routes: formsRoutes };

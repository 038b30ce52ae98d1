import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { filesRoutes } from './files.routes.ts';

export const filesModule: AppModule<AppContext> = { name: 'files', routes: filesRoutes };

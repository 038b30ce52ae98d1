import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileModule: AppModule<AppContext> = { name: 'profile', routes: profileRoutes };

import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule: AppModule<AppContext> = { name: 'uploads', routes: uploadsRoutes };

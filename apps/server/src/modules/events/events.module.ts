import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { eventsRoutes } from './events.routes.ts';

export const eventsModule: AppModule<AppContext> = { name: 'events', routes: eventsRoutes };

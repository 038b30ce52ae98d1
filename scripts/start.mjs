// `npm start`: build what is not built, then run the server (migrations run at start-up).
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/server/dist/main.js');

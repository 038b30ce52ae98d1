// `npm run cli -- <command>`: the operator commands of the built server.
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt({ only: ['@atrium/server'] });
await import('../apps/server/dist/cli.js');

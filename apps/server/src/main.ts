import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { startServer } from './server-start.ts';
import { startBanner } from './start-banner.ts';
import { superviseWorkers } from './worker-supervisor.ts';

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) {
  await superviseWorkers(config);
} else {
  const { app, database, firstStart } = await startServer(config);
  // Under WORKERS the supervisor prints the banner once, for all of them.
  if (cluster.isPrimary) {
    process.stdout.write(startBanner(config, database.kind, firstStart));
    // A service manager's log is read by machines: the same facts as one JSON line (never the password).
    if (!process.stdout.isTTY)
      app.log.info({ url: config.publicUrl, database: database.kind }, 'Atrium is running');
  }
  stopOnSignals(app, database);
}

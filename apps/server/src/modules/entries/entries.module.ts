import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { entriesRoutes } from './entries.routes.ts';
import { startEntryCountCompaction } from './entry-count-compaction.job.ts';
import { startEntryPurge } from './entry-purge.job.ts';
import { startSearchIndexing } from './entry-search-index.job.ts';

/**
 * Entries and the jobs that keep them: the trash purge, count compaction, the search index of imported
 * entries and the field-index reconcile.
 */
export const entriesModule: AppModule<AppContext> = {
  name: 'entries',
  routes: entriesRoutes,
  jobs(ctx, log) {
    ctx.entryIndexes.start();
    return [
      startEntryPurge(ctx, (error) => log.error({ err: error }, 'entry purge failed')),
      startEntryCountCompaction(ctx.db, (error) =>
        log.error({ err: error }, 'entry count compaction failed'),
      ),
      startSearchIndexing(ctx.db, (error) => log.error({ err: error }, 'search indexing failed')),
      () => ctx.entryIndexes.stop(),
    ];
  },
};

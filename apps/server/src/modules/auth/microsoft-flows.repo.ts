import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { oidcFlows } from '../../platform/db/schema.ts';

export type OidcFlowRow = typeof oidcFlows.$inferSelect;
export type NewOidcFlow = typeof oidcFlows.$inferInsert;

export async function insertFlow(db: DbOrTx, flow: NewOidcFlow): Promise<void> {
  await db.insert(oidcFlows).values(flow);
}

/** Deletes and returns the flow in one statement, so two callbacks with the same cookie cannot both use it. */
export async function consumeFlow(db: DbOrTx, handleHash: string): Promise<OidcFlowRow | null> {
  const [row] = await db
    .delete(oidcFlows)
    .where(and(eq(oidcFlows.handleHash, handleHash), gt(oidcFlows.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

export async function purgeExpiredFlows(db: DbOrTx): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, sql`now()`));
}

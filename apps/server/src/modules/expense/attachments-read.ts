import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { expenseRequestFiles } from '../../platform/db/schema.ts';
import { type ExpenseCaller, mayOnRequest } from './expense.caller.ts';
import { orgRequest } from './requests.repo.ts';

/**
 * May the caller read the stored file under this key of a request (the generic files route)? Only whoever
 * sees the request (view_all, view_self on one's own, org admins), and only a key the request holds. Deleted
 * attachments stay readable: they are listed under Deleted Files.
 */
export async function mayReadRequestFile(
  db: DbOrTx,
  caller: ExpenseCaller,
  requestId: string,
  key: string,
): Promise<boolean> {
  const request = await orgRequest(db, caller.orgId, requestId);
  if (!request || !mayOnRequest(caller, 'view', request.createdBy)) return false;
  const [file] = await db
    .select({ id: expenseRequestFiles.id })
    .from(expenseRequestFiles)
    .where(and(eq(expenseRequestFiles.requestId, request.id), eq(expenseRequestFiles.storageKey, key)));
  return Boolean(file);
}

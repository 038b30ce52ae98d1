import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { apps, licenses, orgAppSettings } from '../db/schema.ts';

/**
 * What the gates of an organisation's apps need, read with the session on every request (one statement
 * instead of one more per request): the end date of the organisation's newest license (null without one) and
 * the apps blocked for it, by the platform or by the organisation itself. The rules that read them live in
 * the licenses and apps modules (license-gate.ts, app-gate.ts).
 */
export interface SessionGates {
  licenseEnd: string | null;
  blockedApps: readonly string[];
}

// Aliased: inside another table's select, the query builder leaves column names unqualified.
export const newestLicenseEndSql = (orgId: SQLWrapper | string): SQL<string | null> =>
  sql<string | null>`(select l.end_date from ${licenses} l where l.org_id = ${orgId}
    order by l.end_date desc limit 1)`;

export const blockedAppsSql = (orgId: SQLWrapper | string): SQL<string[]> =>
  sql<string[]>`array(select a.app_name from ${apps} a
    left join ${orgAppSettings} s on s.app_name = a.app_name and s.org_id = ${orgId}
    where a.is_blocked or coalesce(s.is_blocked, false))`;

import type { Actor } from '@atrium/domain/access/permissions.ts';
import type { LicenseHistoryItem } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import {
  isLicenseActive,
  type License,
  type LicenseInput,
  licenseEndDate,
} from '@atrium/domain/licenses/licenses.ts';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { masterAdminOrg, recordChange } from './license-changes.ts';
import {
  deleteLicense,
  insertLicense,
  type LicenseRow,
  type LicenseValues,
  listHistory,
  listLicenses,
  updateLicense,
} from './licenses.repo.ts';

export function toLicense(row: LicenseRow, now = new Date()): License {
  return {
    id: row.id,
    startDate: row.startDate,
    durationValue: row.durationValue,
    durationUnit: row.durationUnit,
    endDate: row.endDate,
    storageLimit: row.storageLimit,
    storageUnit: row.storageUnit,
    createdAt: row.createdAt.toISOString(),
    isActive: isLicenseActive(row, now),
  };
}

/** The end date is always computed here from the start and the duration, never taken from the request. */
function valuesOf(input: LicenseInput): LicenseValues {
  return { ...input, endDate: licenseEndDate(input.startDate, input.durationValue, input.durationUnit) };
}

/** A snapshot for the history: the license as it stood, without bookkeeping. */
function snapshot(license: License): Record<string, unknown> {
  const { isActive: _active, createdAt: _created, ...data } = license;
  return data;
}

export async function listOrgLicenses(
  db: Db,
  actor: Actor,
  orgId: string,
): Promise<{ licenses: License[]; history: LicenseHistoryItem[] }> {
  await masterAdminOrg(db, actor, orgId);
  const now = new Date();
  const [rows, history] = await Promise.all([listLicenses(db, orgId), listHistory(db, orgId)]);
  return { licenses: rows.map((row) => toLicense(row, now)), history };
}

export async function addLicense(
  db: Db,
  actor: Actor,
  orgId: string,
  input: LicenseInput,
): Promise<{ license: License; message: string }> {
  await masterAdminOrg(db, actor, orgId);
  return db.transaction(async (tx) => {
    const license = toLicense(await insertLicense(tx, orgId, valuesOf(input)));
    await recordChange(tx, {
      orgId,
      action: 'add',
      entity: 'license',
      byUserId: actor.id,
      data: snapshot(license),
    });
    return { license, message: m.added };
  });
}

export async function changeLicense(
  db: Db,
  actor: Actor,
  orgId: string,
  licenseId: string,
  input: LicenseInput,
): Promise<{ license: License; message: string }> {
  await masterAdminOrg(db, actor, orgId);
  return db.transaction(async (tx) => {
    const row = await updateLicense(tx, orgId, licenseId, valuesOf(input));
    if (!row) throw notFound(m.notFound);
    const license = toLicense(row);
    await recordChange(tx, {
      orgId,
      action: 'update',
      entity: 'license',
      byUserId: actor.id,
      data: snapshot(license),
    });
    return { license, message: m.updated };
  });
}

export async function removeLicense(
  db: Db,
  actor: Actor,
  orgId: string,
  licenseId: string,
): Promise<{ message: string }> {
  await masterAdminOrg(db, actor, orgId);
  return db.transaction(async (tx) => {
    const row = await deleteLicense(tx, orgId, licenseId);
    if (!row) throw notFound(m.notFound);
    await recordChange(tx, {
      orgId,
      action: 'delete',
      entity: 'license',
      byUserId: actor.id,
      data: snapshot(toLicense(row)),
    });
    return { message: m.deleted };
  });
}

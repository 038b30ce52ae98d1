import { randomUUID } from 'node:crypto';
import type { Actor } from '@atrium/domain/access/permissions.ts';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { shortId } from '@atrium/domain/common/ids.ts';
import { orgLogoPath } from '@atrium/domain/orgs/orgs.contract.ts';
import { orgMessages as m } from '@atrium/domain/orgs/orgs.messages.ts';
import {
  type CreateOrganization,
  createOrganizationSchema,
  isImageType,
  type Organization,
} from '@atrium/domain/orgs/orgs.schemas.ts';
import type { PasswordHasher } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { conflict, forbidden, validationFailed } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { findUserByEmail, insertUser } from '../people/accounts.repo.ts';
import { insertOrganization, insertStartingGroups, type OrganizationRow } from './orgs.repo.ts';

export interface OrgsDeps {
  db: Db;
  hasher: PasswordHasher;
  storage: FileStorage;
}

export interface LogoUpload {
  mime: string;
  data: Buffer;
}

export function requireMasterAdmin(actor: Actor): void {
  if (!actor.isMasterAdmin) throw forbidden(authMessages.notAMasterAdmin);
}

export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logoKey ? orgLogoPath(row.id) : null,
    contactPerson: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    createdAt: row.createdAt.toISOString(),
  };
}

export function parseOrganizationFields(fields: Record<string, string>): CreateOrganization {
  const parsed = createOrganizationSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!(key in messages)) messages[key] = issue.message;
  }
  throw validationFailed(m.fixErrors, messages);
}

const LOGO_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
};

/**
 * One transaction creates the organisation, its first admin, the admin group, the Default user group and
 * the Default form group. The logo is stored first and removed again if the transaction fails.
 */
export async function createOrganization(
  deps: OrgsDeps,
  actor: Actor,
  input: CreateOrganization,
  logo: LogoUpload | null,
): Promise<Organization> {
  requireMasterAdmin(actor);
  if (logo && !isImageType(logo.mime)) throw validationFailed(m.fixErrors, { logo: m.logoNotImage });
  if (await findUserByEmail(deps.db, input.adminEmail)) {
    throw conflict(m.emailTaken, { adminEmail: m.emailTaken });
  }
  const passwordHash = await deps.hasher.hash(input.password);
  const orgId = shortId(8);
  const logoKey = logo ? `orgs/${orgId}/logo/${randomUUID()}.${LOGO_EXTENSIONS[logo.mime] ?? 'img'}` : null;
  if (logo && logoKey) await deps.storage.put(logoKey, logo.data);

  try {
    const row = await deps.db.transaction(async (tx) => {
      const org: OrganizationRow = {
        id: orgId,
        name: input.name,
        logoKey,
        logoMime: logo?.mime ?? null,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone,
        createdBy: actor.id,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      await insertOrganization(tx, org);
      const admin = await insertUser(tx, {
        orgId,
        email: input.adminEmail,
        name: input.adminName,
        username: input.adminUsername,
        // The form asks for one phone, the contact person's; the first admin starts with it (decision 0032).
        phoneNumber: input.contactPhone,
        passwordHash,
        isFirstAdmin: true,
        isBlocked: false,
      });
      await insertStartingGroups(tx, orgId, admin.id, actor.id);
      await publish(tx, { type: 'org.changed' }, { kind: 'master-admins' });
      return org;
    });
    return toOrganization(row);
  } catch (error) {
    if (logoKey) await deps.storage.delete(logoKey).catch(() => undefined);
    if (isUniqueViolation(error, 'users_email_key'))
      throw conflict(m.emailTaken, { adminEmail: m.emailTaken });
    throw error;
  }
}

import { describe, expect, it } from 'vitest';
import type { Actor } from '../access/permissions.ts';
import { mayEditOwnAccess, type UserFacts, userActionRefusal, userCapabilities } from './user-rules.ts';
import { userMessages as m } from './users.messages.ts';

const EDITOR = { app: 'access-management', role: ['manage-user:edit_all'] };
const flags = { isOrgAdmin: false, isMasterAdmin: false, isCreator: false };
const actor = (overrides: Partial<Actor> = {}): Actor => ({
  ...{ id: 'me', orgId: 'org00001', ...flags, access: [EDITOR] },
  ...overrides,
});

const member: UserFacts = { id: 'other', isFirstAdmin: false, isOrgAdmin: false };
const admin: UserFacts = { id: 'other', isFirstAdmin: false, isOrgAdmin: true };
const firstAdmin: UserFacts = { id: 'other', isFirstAdmin: true, isOrgAdmin: true };
const myself: UserFacts = { id: 'me', isFirstAdmin: false, isOrgAdmin: false };

describe('user action refusals', () => {
  it('lets a user manager edit, archive and restore a member', () => {
    for (const action of ['edit', 'archive', 'restore'] as const) {
      expect(userActionRefusal(actor(), member, action)).toBeNull();
    }
  });

  it('refuses archiving oneself as a bad request, and allows editing oneself', () => {
    expect(userActionRefusal(actor(), myself, 'archive')).toEqual({
      kind: 'bad-request',
      message: m.cannotArchiveSelf,
    });
    expect(userActionRefusal(actor(), myself, 'edit')).toBeNull();
    expect(userActionRefusal(actor(), myself, 'restore')).toBeNull();
  });

  it('leaves the first admin alone, even for another org admin', () => {
    const orgAdmin = actor({ isOrgAdmin: true });
    for (const action of ['edit', 'archive', 'restore'] as const) {
      expect(userActionRefusal(orgAdmin, firstAdmin, action)).toEqual({
        kind: 'forbidden',
        message: m.firstAdminProtected,
      });
    }
  });

  it('refuses the first admin her own row too: never edited, archived or restored', () => {
    const me = actor({ isOrgAdmin: true });
    const self = { ...firstAdmin, id: 'me' };
    expect(userActionRefusal(me, self, 'edit')).toEqual({
      kind: 'forbidden',
      message: m.firstAdminProtected,
    });
    expect(userActionRefusal(me, self, 'archive')?.message).toBe(m.cannotArchiveSelf);
    expect(userActionRefusal(me, self, 'restore')?.message).toBe(m.firstAdminProtected);
  });

  it("offers the profile's App Access tab to assigners, but not to the first admin", () => {
    const me = actor({ isOrgAdmin: true });
    expect(mayEditOwnAccess(me, { ...firstAdmin, id: 'me' })).toBe(false);
    expect(mayEditOwnAccess(me, { ...admin, id: 'me' })).toBe(true);
    expect(mayEditOwnAccess(actor(), myself)).toBe(false);
  });

  it('lets only an org admin change another org admin', () => {
    expect(userActionRefusal(actor(), admin, 'edit')).toEqual({
      kind: 'forbidden',
      message: m.adminProtected,
    });
    expect(userActionRefusal(actor(), admin, 'archive')?.message).toBe(m.adminProtected);
    expect(userActionRefusal(actor({ isOrgAdmin: true }), admin, 'archive')).toBeNull();
  });
});

describe('user capabilities', () => {
  it('carries the rule refusals with their words', () => {
    expect(userCapabilities(actor(), myself)).toEqual({
      edit: { allowed: true, reason: null },
      archive: { allowed: false, reason: m.cannotArchiveSelf },
      restore: { allowed: true, reason: null },
    });
  });

  it('opens editing to app-access assigners, but not archiving', () => {
    const assigner = actor({
      access: [{ app: 'access-management', role: ['manage-user:assign_app_access'] }],
    });
    const caps = userCapabilities(assigner, member);
    expect(caps.edit).toEqual({ allowed: true, reason: null });
    expect(caps.archive).toEqual({ allowed: false, reason: m.noEditPermission });
    expect(caps.restore).toEqual({ allowed: false, reason: m.noEditPermission });
  });

  it('refuses everything to a holder of no user permission', () => {
    const caps = userCapabilities(actor({ access: [] }), member);
    expect(Object.values(caps).every((c) => !c.allowed && c.reason === m.noEditPermission)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { AppSwitches } from './access.schemas.ts';
import { mayManageOrgApps, mayManagePlatformApps, switchesInForce } from './app-switches.ts';
import type { Actor } from './permissions.ts';

const open: AppSwitches = { is_active_for_assignment: true, is_blocked: false };
const closed: AppSwitches = { is_active_for_assignment: false, is_blocked: true };

function actor(overrides: Partial<Actor> = {}): Actor {
  return {
    id: 'u1',
    orgId: 'org00001',
    isOrgAdmin: false,
    isMasterAdmin: false,
    isCreator: false,
    access: [],
    ...overrides,
  };
}

describe('switches in force', () => {
  it('follows the platform when the organisation set nothing', () => {
    expect(switchesInForce(closed, null)).toEqual(closed);
    expect(switchesInForce(open, null)).toEqual(open);
  });

  it('closes the app when either the platform or the organisation closed it', () => {
    expect(switchesInForce(open, closed)).toEqual(closed);
    expect(switchesInForce(closed, open)).toEqual(closed);
    expect(switchesInForce(open, { is_active_for_assignment: true, is_blocked: true })).toEqual({
      is_active_for_assignment: true,
      is_blocked: true,
    });
  });
});

describe('who sets the switches', () => {
  const holder = actor({ access: [{ app: 'access-management', role: ['manage-app:control_all'] }] });

  it("keeps the platform's switches to the master admin", () => {
    expect(mayManagePlatformApps(actor({ orgId: null, isMasterAdmin: true }))).toBe(true);
    for (const other of [actor({ isOrgAdmin: true }), holder, actor()]) {
      expect(mayManagePlatformApps(other)).toBe(false);
    }
  });

  it("gives an organisation's switches to its org admins and control_all holders", () => {
    expect(mayManageOrgApps(actor({ isOrgAdmin: true }))).toBe(true);
    expect(mayManageOrgApps(holder)).toBe(true);
    expect(mayManageOrgApps(actor())).toBe(false);
    expect(mayManageOrgApps(actor({ orgId: null, isMasterAdmin: true }))).toBe(false);
  });
});

import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { describe, expect, it } from 'vitest';
import { orgCaller } from '../src/platform/auth/org-caller.ts';
import type { AuthContext, UserRow } from '../src/platform/auth/sessions.ts';

const user = { id: 'u1', name: 'Ada', orgId: 'o1' } as UserRow;
const actor = { id: 'u1', orgId: 'o1', isOrgAdmin: true, isMasterAdmin: false, isCreator: false, access: [] };
const session = (kind: AuthContext['kind'], orgId: string | null): AuthContext => ({
  tokenHash: 'hash',
  kind,
  orgId,
  user,
  actor: { ...actor, orgId },
  gates: { licenseEnd: null, blockedApps: [] },
});

describe('the organisation caller', () => {
  it('takes the organisation from an organisation session', () => {
    expect(orgCaller(session('org', 'o1'))).toEqual({
      orgId: 'o1',
      userId: 'u1',
      userName: 'Ada',
      roles: { ...actor, orgId: 'o1' },
    });
  });

  it('refuses master and creator sessions with 403 and the sign-in message', () => {
    for (const auth of [session('master', null), session('creator', null)]) {
      expect(() => orgCaller(auth)).toThrow(
        expect.objectContaining({ status: 403, code: 'forbidden', message: authMessages.userOrOrgNotFound }),
      );
    }
  });

  it('refuses an organisation session without an organisation', () => {
    expect(() => orgCaller(session('org', null))).toThrow(authMessages.userOrOrgNotFound);
  });

  it("speaks the refusing screen's message when one is given", () => {
    expect(() => orgCaller(session('master', null), 'No access here.')).toThrow(
      expect.objectContaining({ status: 403, message: 'No access here.' }),
    );
  });
});

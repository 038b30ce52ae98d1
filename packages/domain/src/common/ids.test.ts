import { describe, expect, it } from 'vitest';
import { fillPath } from './contract.ts';
import { shortId } from './ids.ts';

describe('short ids', () => {
  it('are 8 characters of an unambiguous alphabet by default', () => {
    for (let i = 0; i < 200; i++) expect(shortId()).toMatch(/^[A-HJ-NP-Za-km-z2-9]{8}$/);
  });

  it('do not repeat in practice', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => shortId()));
    expect(ids.size).toBe(5000);
  });
});

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/api/orgs/:orgId/public', { orgId: 'a b' })).toBe('/api/orgs/a%20b/public');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/orgs/:orgId', {})).toThrow('orgId');
  });
});

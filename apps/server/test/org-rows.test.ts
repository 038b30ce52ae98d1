import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ofOrgForm, orgRowIs } from '../src/platform/db/org-rows.ts';
import { entries, forms } from '../src/platform/db/schema.ts';

describe('single rows of an organisation', () => {
  it('are named by the organisation and the id together', () => {
    const query = new PgDialect().sqlToQuery(orgRowIs(forms, 'org-1', 'form-1'));
    expect(query.sql).toBe('("forms"."org_id" = $1 and "forms"."id" = $2)');
    expect(query.params).toEqual(['org-1', 'form-1']);
  });

  it('of one form are named by the form and the organisation', () => {
    const query = new PgDialect().sqlToQuery(ofOrgForm(entries, 'org-1', 'form-1'));
    expect(query.sql).toBe('("entries"."form_id" = $1 and "entries"."org_id" = $2)');
    expect(query.params).toEqual(['form-1', 'org-1']);
  });
});

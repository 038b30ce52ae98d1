// The data the web benches open: one organisation whose admin has a 20-field form with some entries.
import { FIELD, FIELDS } from './entries-form.mjs';
import { createOrganisation, json, signIn } from './org-api.mjs';

export const ENTRIES = 60;

/** One organisation whose admin has a 20-field form with ENTRIES entries; answers the cookie and form id. */
export async function seed(url) {
  const admin = await createOrganisation(url, 'Lighthouse Org');
  const cookie = await signIn(url, admin);
  const headers = { cookie, 'content-type': 'application/json' };
  const body = JSON.stringify({ name: 'Deliveries', fieldConfig: FIELDS });
  const { form } = await json(
    await fetch(`${url}/api/forms`, { method: 'POST', headers, body }),
    'create form',
  );
  for (let i = 1; i <= ENTRIES; i++) {
    const data = {
      [FIELD.Name]: `Customer ${i}`,
      [FIELD.Amount]: 100 * i,
      [FIELD['Due date']]: `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`,
      [FIELD.Region]: 'North',
      [FIELD.City]: 'Lisbon',
    };
    const entry = JSON.stringify({ data });
    await json(
      await fetch(`${url}/api/forms/${form.id}/entries`, { method: 'POST', headers, body: entry }),
      'submit',
    );
  }
  return { cookie, formId: form.id };
}

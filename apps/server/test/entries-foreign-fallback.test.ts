import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, fieldId, formsApi, formsOrg, textField } from './support/forms-api.ts';
import { importExportApi } from './support/import-export-api.ts';
import { setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/** A Clients form with Acme, and an Orders form whose Client picks a client, with or without a fallback. */
async function ordersOfClients() {
  const org = await formsOrg(server.app, masterCookie);
  const forms = formsApi(server.app, org.adminCookie);
  const name = textField({ label: 'Name' });
  const clients = await createdForm(forms, { name: 'Clients', fieldConfig: [name] });
  const clientsApi = entriesApi(server.app, org.adminCookie, clients.id);
  const acme = await createdEntry(clientsApi, { [name.id]: 'Acme' });
  const foreignKey = (fallbackValue: string) => ({
    kind: 'foreignKey' as const,
    formId: clients.id,
    fieldId: name.id,
    isReferencedValue: true,
    fallbackValue,
  });
  const client = {
    id: fieldId(),
    label: 'Client',
    type: 'select' as const,
    options: foreignKey('Former client'),
  };
  const plain = { id: fieldId(), label: 'Plain', type: 'radio' as const, options: foreignKey('') };
  const orders = await createdForm(forms, { name: 'Orders', fieldConfig: [client, plain] });
  const ordersApi = entriesApi(server.app, org.adminCookie, orders.id);
  const [offered] = (await ordersApi.options(client.id)).json().options as { id: string; value: string }[];
  expect(offered).toEqual({ id: acme.id, value: 'Acme' });
  const chosen = { id: acme.id, value: 'Acme', fallback_value: 'Acme' };
  const order = await createdEntry(ordersApi, { [client.id]: chosen, [plain.id]: chosen });
  const shown = async () => {
    const got = (await ordersApi.get(order.id)).json().entry.data;
    const listed = entriesOf(await ordersApi.list()).entries[0]?.data;
    expect(listed?.[client.id]).toEqual(got[client.id]);
    const csv = (await importExportApi(server.app, org.adminCookie, orders.id).download({ format: 'csv' }))
      .body;
    const exported = csv.trim().split('\r\n')[1]?.split(',').slice(-2);
    return { client: got[client.id].value, plain: got[plain.id].value, exported };
  };
  return { clientsApi, acme, ordersApi, order, shown };
}

describe('foreign-key fallback', () => {
  it('shows the fallback while the referenced entry is in the trash or deleted, and the value again on restore', async () => {
    const t = await ordersOfClients();
    expect(await t.shown()).toEqual({ client: 'Acme', plain: 'Acme', exported: ['Acme', 'Acme'] });
    await t.clientsApi.trash(t.acme.id);
    const whileGone = { client: 'Former client', plain: 'Acme', exported: ['Former client', 'Acme'] };
    expect(await t.shown()).toEqual(whileGone);
    // An edit sending back what it was shown keeps the stored choice.
    const shownData = (await t.ordersApi.get(t.order.id)).json().entry.data;
    expect((await t.ordersApi.update(t.order.id, shownData)).statusCode).toBe(200);
    await t.clientsApi.restore(t.acme.id);
    expect(await t.shown()).toEqual({ client: 'Acme', plain: 'Acme', exported: ['Acme', 'Acme'] });
    await t.clientsApi.trash(t.acme.id);
    expect((await t.clientsApi.remove(t.acme.id)).statusCode).toBe(200);
    expect(await t.shown()).toEqual(whileGone);
  });
});

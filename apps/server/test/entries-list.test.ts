import type { FilterCondition } from '@atrium/domain/entries/entries.filters.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdEntry, type EntriesApi, entriesApi, entriesOf } from './support/entries-api.ts';
import { signInMaster } from './support/fixtures.ts';
import { createdForm, type FormsOrg, fieldId, formsApi, formsOrg } from './support/forms-api.ts';
import { setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let org: FormsOrg;
let api: EntriesApi;
const f = {
  name: { id: fieldId(), label: 'Name', type: 'text' },
  age: { id: fieldId(), label: 'Age', type: 'number' },
  born: { id: fieldId(), label: 'Born', type: 'date' },
  colour: {
    id: fieldId(),
    label: 'Colour',
    type: 'select',
    options: { kind: 'custom', values: ['Red', 'Blue'] },
  },
  tags: {
    id: fieldId(),
    label: 'Tags',
    type: 'multiselect',
    options: { kind: 'custom', values: ['a', 'b', 'c'] },
  },
  active: { id: fieldId(), label: 'Active', type: 'checkbox' },
} satisfies Record<string, FieldConfigInput>;

const people = [
  { name: 'Ada 100%', age: 36, born: '1815-12-10', colour: 'Red', tags: ['a'], active: true },
  { name: 'Grace', age: 85, born: '1906-12-09', colour: 'Blue', tags: ['a', 'b'], active: false },
  { name: 'Alan_T', age: 41, born: '1912-06-23', colour: 'Blue', tags: [], active: true },
  { name: 'Barbara', age: 9, born: '', colour: '', tags: ['c'], active: false },
];

beforeAll(async () => {
  server = await setUpServer();
  org = await formsOrg(server.app, await signInMaster(server.app));
  const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: Object.values(f) });
  api = entriesApi(server.app, org.adminCookie, form.id);
  for (const person of people)
    await createdEntry(
      api,
      Object.fromEntries(Object.entries(person).map(([key, value]) => [f[key as keyof typeof f].id, value])),
    );
});
afterAll(() => server?.tearDown());

const namesOf = async (query: Parameters<EntriesApi['list']>[0]) => {
  const response = await api.list(query);
  expect(response.statusCode, response.body).toBe(200);
  return entriesOf(response).entries.map((entry) => entry.data[f.name.id]);
};
const filtered = (...filters: FilterCondition[]) => namesOf({ filters, sort: f.name.id, direction: 'asc' });

describe('the entries table view', () => {
  it('lists newest first by default, pages with the total of the whole view', async () => {
    expect(await namesOf({})).toEqual(['Barbara', 'Alan_T', 'Grace', 'Ada 100%']);
    const page = entriesOf(await api.list({ pageSize: 3, page: 1 }));
    expect(page.total).toBe(4);
    expect(page.entries.map((e) => e.data[f.name.id])).toEqual(['Ada 100%']);
  });

  it('sorts by text, number and built-in columns', async () => {
    expect(await namesOf({ sort: f.age.id, direction: 'asc' })).toEqual([
      'Barbara',
      'Ada 100%',
      'Alan_T',
      'Grace',
    ]);
    expect(await namesOf({ sort: f.name.id, direction: 'desc' })).toEqual([
      'Grace',
      'Barbara',
      'Alan_T',
      'Ada 100%',
    ]);
    expect(await namesOf({ sort: 'created_at', direction: 'asc' })).toEqual([
      'Ada 100%',
      'Grace',
      'Alan_T',
      'Barbara',
    ]);
  });

  it('tells options apart by case only when the field offers options that differ only by case', async () => {
    const size = {
      id: fieldId(),
      label: 'Size',
      type: 'select' as const,
      options: { kind: 'custom' as const, values: ['S', 's', 'M'] },
    };
    const form = await createdForm(formsApi(server.app, org.adminCookie), { fieldConfig: [f.name, size] });
    const own = entriesApi(server.app, org.adminCookie, form.id);
    for (const [name, value] of [
      ['big S', 'S'],
      ['small s', 's'],
      ['m', 'M'],
    ] as const)
      await createdEntry(own, { [f.name.id]: name, [size.id]: value });
    const names = async (value: string | string[], operator = 'is') =>
      entriesOf(
        await own.list({
          filters: [{ fieldId: size.id, operator, value }],
          sort: f.name.id,
          direction: 'asc',
        }),
      ).entries.map((e) => e.data[f.name.id]);
    expect(await names('S')).toEqual(['big S']);
    expect(await names('s')).toEqual(['small s']);
    expect(await names(['s', 'M'], 'isAnyOf')).toEqual(['m', 'small s']);
  });

  it('puts empty values first going up and last going down', async () => {
    const amount = { id: fieldId(), label: 'Amount', type: 'number' as const };
    const form = await createdForm(formsApi(server.app, org.adminCookie), {
      fieldConfig: [f.name, amount],
    });
    const own = entriesApi(server.app, org.adminCookie, form.id);
    for (const [name, value] of [
      ['ten', 10],
      ['none', ''],
      ['two', 2],
    ] as const)
      await createdEntry(own, { [f.name.id]: name, [amount.id]: value });
    const order = async (direction: 'asc' | 'desc') =>
      entriesOf(await own.list({ sort: amount.id, direction })).entries.map((e) => e.data[f.name.id]);
    expect(await order('asc')).toEqual(['none', 'two', 'ten']);
    expect(await order('desc')).toEqual(['ten', 'two', 'none']);
  });

  it('searches any field, with % and _ matching themselves', async () => {
    expect(await namesOf({ search: 'GRACE' })).toEqual(['Grace']);
    expect(await namesOf({ search: '100%' })).toEqual(['Ada 100%']);
    expect(await namesOf({ search: '_' })).toEqual(['Alan_T']);
    expect(await namesOf({ search: '85' })).toEqual(['Grace']);
    expect(await namesOf({ search: 'blue' })).toEqual(['Alan_T', 'Grace']);
  });

  it('filters text with each operator', async () => {
    const on = (operator: string, value: FilterCondition['value'] = null) =>
      filtered({ fieldId: f.name.id, operator, value });
    expect(await on('contains', 'ra')).toEqual(['Barbara', 'Grace']);
    expect(await on('equals', 'grace')).toEqual(['Grace']);
    expect(await on('startsWith', 'a')).toEqual(['Ada 100%', 'Alan_T']);
    expect(await on('isEmpty')).toEqual([]);
    expect(await on('isNotEmpty')).toHaveLength(4);
    expect(await filtered({ fieldId: f.colour.id, operator: 'is', value: 'Blue' })).toEqual([
      'Alan_T',
      'Grace',
    ]);
  });

  it('filters numbers with each operator', async () => {
    const on = (operator: string, value: number) => filtered({ fieldId: f.age.id, operator, value });
    expect(await on('>', 40)).toEqual(['Alan_T', 'Grace']);
    expect(await on('<', 36)).toEqual(['Barbara']);
    expect(await on('>=', 41)).toEqual(['Alan_T', 'Grace']);
    expect(await on('<=', 36)).toEqual(['Ada 100%', 'Barbara']);
    expect(await on('==', 85)).toEqual(['Grace']);
  });

  it('filters dates, options and booleans with each operator', async () => {
    const date = (operator: string, value: FilterCondition['value']) =>
      filtered({ fieldId: f.born.id, operator, value });
    expect(await date('on', '1906-12-09')).toEqual(['Grace']);
    expect(await date('before', '1900-01-01')).toEqual(['Ada 100%']);
    expect(await date('after', '1910-01-01')).toEqual(['Alan_T']);
    expect(await date('between', ['1900-01-01', '1913-01-01'])).toEqual(['Alan_T', 'Grace']);
    const select = (fieldIdOf: string, operator: string, value: FilterCondition['value']) =>
      filtered({ fieldId: fieldIdOf, operator, value });
    expect(await select(f.colour.id, 'isNot', 'Blue')).toEqual(['Ada 100%', 'Barbara']);
    expect(await select(f.colour.id, 'isAnyOf', ['Red', 'Blue'])).toEqual(['Ada 100%', 'Alan_T', 'Grace']);
    expect(await select(f.tags.id, 'is', 'b')).toEqual(['Grace']);
    expect(await select(f.tags.id, 'isAnyOf', ['b', 'c'])).toEqual(['Barbara', 'Grace']);
    expect(await filtered({ fieldId: f.active.id, operator: 'isTrue', value: null })).toEqual([
      'Ada 100%',
      'Alan_T',
    ]);
    expect(await filtered({ fieldId: f.active.id, operator: 'isFalse', value: null })).toEqual([
      'Barbara',
      'Grace',
    ]);
    expect(await filtered({ fieldId: 'created_by', operator: 'isNotEmpty', value: null })).toHaveLength(4);
  });

  it('refuses an operator the field kind does not offer, and an unknown field', async () => {
    expect(
      (await api.list({ filters: [{ fieldId: f.age.id, operator: 'contains', value: '3' }] })).statusCode,
    ).toBe(400);
    expect(
      (await api.list({ filters: [{ fieldId: 'nosuchfd', operator: 'equals', value: 'x' }] })).statusCode,
    ).toBe(400);
    expect((await api.list({ sort: 'nosuchfd' })).statusCode).toBe(400);
  });
});

describe('prefill and samples', () => {
  it('finds entries by the per-type rules, newest first', async () => {
    const found = async (search: string) =>
      (await api.prefill(search))
        .json()
        .entries.map((e: { data: Record<string, unknown> }) => e.data[f.name.id]);
    expect(await found('Gra')).toEqual(['Grace']);
    expect(await found('41')).toEqual(['Alan_T']);
    expect(await found('Blue')).toEqual(['Alan_T', 'Grace']);
    expect(await found('c')).toEqual(['Barbara']);
    expect(await found('1906-12-09')).toEqual([]);
  });

  it('offers the three newest entries as samples', async () => {
    const samples = (await api.samples()).json().entries;
    expect(samples.map((e: { data: Record<string, unknown> }) => e.data[f.name.id])).toEqual([
      'Barbara',
      'Alan_T',
      'Grace',
    ]);
  });
});

describe('foreign-key options', () => {
  it('offers distinct non-empty values of live entries of the foreign form, searched', async () => {
    const forms = formsApi(server.app, org.adminCookie);
    const source = (await forms.get(api.formId)).json().form;
    const pick = {
      id: fieldId(),
      label: 'Person',
      type: 'select' as const,
      options: {
        kind: 'foreignKey' as const,
        formId: source.id,
        fieldId: f.colour.id,
        isReferencedValue: true,
      },
    };
    const form = await createdForm(forms, { fieldConfig: [pick] });
    const picker = entriesApi(server.app, org.adminCookie, form.id);
    const answer = (await picker.options(pick.id)).json();
    expect(answer.options.map((o: { value: string }) => o.value)).toEqual(['Blue', 'Red']);
    expect(answer.canAddOption).toBe(true);
    expect(
      (await picker.options(pick.id, 're')).json().options.map((o: { value: string }) => o.value),
    ).toEqual(['Red']);
    expect((await picker.options(f.name.id)).statusCode).toBe(400);
  });
});

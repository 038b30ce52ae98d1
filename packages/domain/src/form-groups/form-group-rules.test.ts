import { describe, expect, it } from 'vitest';
import { formPeopleRefusals } from './form-group-rules.ts';
import { formGroupMessages as m } from './form-groups.messages.ts';

const names: Record<string, string> = { a: 'Leave', b: 'Travel', c: 'Assets' };
const nameOf = (id: string) => names[id] ?? '';

describe('people of each chosen form', () => {
  it('accepts forms shown to a user or to a user group', () => {
    const forms = [
      { formId: 'a', users: ['ann'], groups: [] },
      { formId: 'b', users: [], groups: ['sales'] },
    ];
    expect(formPeopleRefusals(forms, nameOf)).toEqual({});
  });

  it('names every form shown to nobody, in the forms order', () => {
    const forms = [
      { formId: 'c', users: [], groups: [] },
      { formId: 'a', users: ['ann'], groups: [] },
      { formId: 'b', users: [], groups: [] },
    ];
    const refusals = formPeopleRefusals(forms, nameOf);
    expect(refusals).toEqual({ c: m.assignPeopleFor('Assets'), b: m.assignPeopleFor('Travel') });
    expect(Object.keys(refusals)).toEqual(['c', 'b']);
  });

  it('accepts no forms at all (the forms rule refuses that)', () => {
    expect(formPeopleRefusals([], nameOf)).toEqual({});
  });
});

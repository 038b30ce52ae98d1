// The bench's import file: 10 fields of mixed types, rows as a person would type them, one in BAD_EVERY with a
// defect of its own kind, and the valid rows as the server stores them (for the plain SQL baseline).
import { writeFileSync } from 'node:fs';
import { CITIES, REGIONS } from './entries-form.mjs';

/** One row in this many carries a defect, of the kinds below in turn. */
const BAD_EVERY = 250;

const TAGS = ['urgent', 'vip', 'new', 'repeat', 'online', 'phone', 'walk-in', 'referral', 'promo', 'audit'];
const FIRST = ['Aarav', 'Maria', 'Mohammed', 'Wei', 'Olga', 'Juan', 'Fatima', 'Liam', 'Priya', 'Kenji'];
const LAST = ['Sharma', 'Garcia', 'Khan', 'Chen', 'Ivanova', 'Lopez', 'Ali', 'Murphy', 'Patel', 'Sato'];
const WORDS = ['order', 'delivery', 'invoice', 'customer', 'request', 'follow', 'up', 'payment', 'review'];

export const id = (n) => `I${String(n).padStart(7, '0')}`;
/** Ten fields of mixed types: required, a regex, a unique field, numbers, dates, options, a boolean. */
export const FIELDS = [
  { id: id(1), label: 'Name', type: 'text', required: true },
  {
    id: id(2),
    label: 'Email',
    type: 'text',
    inputValidation: true,
    regex: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
    invalidInputMessage: 'Enter a valid email address',
  },
  { id: id(3), label: 'Reference', type: 'text', uniqueWithoutCase: true },
  { id: id(4), label: 'Amount', type: 'number' },
  { id: id(5), label: 'Due date', type: 'date' },
  { id: id(6), label: 'Submitted at', type: 'datetime' },
  { id: id(7), label: 'Region', type: 'select', options: { kind: 'custom', values: REGIONS } },
  { id: id(8), label: 'Tags', type: 'multiselect', options: { kind: 'custom', values: TAGS } },
  { id: id(9), label: 'Approved', type: 'checkbox' },
  { id: id(10), label: 'Notes', type: 'textarea' },
];

/** Defects a bad row carries, one kind per bad row in turn: each fails the row with its own message. */
const DEFECTS = [
  (row) => ({ ...row, Name: '' }),
  (row) => ({ ...row, Amount: 'twelve' }),
  (row) => ({ ...row, 'Due date': '31/02/2024' }),
  (row) => ({ ...row, Region: 'Atlantis' }),
  (row) => ({ ...row, Tags: 'urgent, bogus' }),
  (row) => ({ ...row, Approved: 'maybe' }),
  (row) => ({ ...row, Email: 'not an email' }),
  // The Reference of the row before: taken by an earlier row of the file.
  (row) => ({ ...row, Reference: `ref-${String(row.n - 1).padStart(7, '0')}` }),
];

const pick = (values, n, salt) => values[(n * salt + (n >> 3)) % values.length];

/** Row n (from 1) as the values a person would type, and whether it is meant to fail. */
function sourceRow(n) {
  const first = pick(FIRST, n, 7);
  const tagCount = 1 + (n % 3);
  const row = {
    n,
    Name: `${first} ${pick(LAST, n, 13)}`,
    Email: `${first.toLowerCase()}.${n}@bench.example`,
    Reference: `REF-${String(n).padStart(7, '0')}`,
    Amount: ((n * 7919) % 1_000_000) / 100,
    'Due date': new Date(Date.UTC(2024, 0, 1 + (n % 700))).toISOString().slice(0, 10),
    'Submitted at': new Date(Date.UTC(2023, 0, 1) + n * 61_000).toISOString().slice(0, 19),
    Region: pick(REGIONS, n, 3),
    Tags: Array.from({ length: tagCount }, (_, i) => TAGS[(n + i * 3) % TAGS.length]).join(', '),
    Approved: n % 2 === 0 ? 'true' : 'false',
    Notes: `${pick(WORDS, n, 5)} ${pick(WORDS, n, 11)}, ${pick(CITIES, n, 17)}: ${pick(WORDS, n, 19)}`,
  };
  const bad = n % BAD_EVERY === 0;
  return bad ? { row: DEFECTS[(n / BAD_EVERY) % DEFECTS.length](row), bad } : { row, bad };
}

const csvCell = (value) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Writes the file and returns the valid rows as the server stores them (values keyed by field id, search
 * text as searchTextOf writes it), for the plain SQL baseline.
 */
export function writeCsv(file, rows) {
  const labels = FIELDS.map((field) => field.label);
  const lines = [labels.join(',')];
  const stored = [];
  let bad = 0;
  for (let n = 1; n <= rows; n++) {
    const { row, bad: isBad } = sourceRow(n);
    lines.push(labels.map((label) => csvCell(row[label])).join(','));
    // A few blank lines, which an import skips without counting them.
    if (n % 20_000 === 0) lines.push('');
    if (isBad) {
      bad += 1;
      continue;
    }
    const values = {
      [id(1)]: row.Name,
      [id(2)]: row.Email,
      [id(3)]: row.Reference,
      [id(4)]: row.Amount,
      [id(5)]: row['Due date'],
      [id(6)]: row['Submitted at'],
      [id(7)]: row.Region,
      [id(8)]: row.Tags.split(', '),
      [id(9)]: row.Approved === 'true',
      [id(10)]: row.Notes,
    };
    const search = [row.Name, row.Email, row.Reference, String(row.Amount), row['Due date']]
      .concat(row['Submitted at'], row.Region, values[id(8)], row.Notes)
      .join('\n')
      .toLowerCase();
    stored.push({ data: values, search_text: search });
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  return { stored, bad };
}

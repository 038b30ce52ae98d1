// The benchmark form of the entries benchmarks: 20 fields of mixed types, and the SQL that fills its
// partition with rows shaped like those the server writes (values keyed by field id, search_text as
// searchTextOf writes it: the lower-cased values of the fields without a lock, one a line).

const FIRST = ['Aarav', 'Maria', 'Mohammed', 'Wei', 'Olga', 'Juan', 'Fatima', 'Liam', 'Priya', 'Kenji'];
const LAST = ['Sharma', 'Garcia', 'Khan', 'Chen', 'Ivanova', 'Lopez', 'Ali', 'Murphy', 'Patel', 'Sato'];
/** 20 cities: searching one of them matches about 5% of the entries. */
export const CITIES = [
  'Lisbon',
  'Porto',
  'Madrid',
  'Seville',
  'Paris',
  'Lyon',
  'Berlin',
  'Munich',
  'Vienna',
  'Prague',
  'Warsaw',
  'Krakow',
  'Rome',
  'Milan',
  'Athens',
  'Dublin',
  'Oslo',
  'Bergen',
  'Helsinki',
  'Tallinn',
];
export const REGIONS = [
  'North',
  'South',
  'East',
  'West',
  'Centre',
  'Coast',
  'Highlands',
  'Islands',
  'Valley',
  'Plains',
];
const CATEGORIES = [
  'Hardware',
  'Software',
  'Services',
  'Training',
  'Support',
  'Licences',
  'Travel',
  'Catering',
  'Rent',
  'Other',
];
const TAGS = ['urgent', 'vip', 'new', 'repeat', 'online', 'phone', 'walk-in', 'referral', 'promo', 'audit'];
const PRIORITIES = ['Low', 'Medium', 'High'];
const WORDS = [
  'order',
  'delivery',
  'invoice',
  'customer',
  'request',
  'follow',
  'up',
  'next',
  'week',
  'payment',
  'received',
  'pending',
  'review',
  'call',
  'back',
  'visit',
  'site',
  'meeting',
  'notes',
  'budget',
  'approved',
  'quote',
  'sent',
  'contract',
  'signed',
  'shipment',
  'delayed',
  'check',
  'stock',
  'return',
];

const custom = (values) => ({ kind: 'custom', values });
const id = (n) => `F${String(n).padStart(7, '0')}`;

/** [label, type, extra settings]; F0000019 is locked, so it stays out of the search text. */
const SPEC = [
  ['Name', 'text', { required: true }],
  ['Amount', 'number', {}],
  ['Due date', 'date', {}],
  ['Region', 'select', { options: custom(REGIONS) }],
  ['Tags', 'multiselect', { options: custom(TAGS) }],
  ['Approved', 'checkbox', {}],
  ['Notes', 'textarea', {}],
  ['Email', 'text', {}],
  ['Quantity', 'number', {}],
  ['Submitted at', 'datetime', {}],
  ['Priority', 'radio', { options: custom(PRIORITIES) }],
  ['Active', 'toggle', {}],
  ['City', 'text', {}],
  ['Category', 'select', { options: custom(CATEGORIES) }],
  ['Score', 'number', {}],
  ['Start date', 'date', {}],
  ['Comments', 'textarea', {}],
  ['Reference', 'text', {}],
  ['Internal note', 'text', { userLock: true }],
  ['Phone', 'text', {}],
];

export const FIELDS = SPEC.map(([label, type, extra], i) => ({ id: id(i + 1), label, type, ...extra }));
export const FIELD = Object.fromEntries(FIELDS.map((field) => [field.label, field.id]));

const sqlText = (value) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values) => `array[${values.map(sqlText).join(',')}]`;
const pick = (values) => `(${sqlArray(values)})[1 + floor(random() * ${values.length})::int]`;
const tag = (index) => `(${sqlArray(TAGS)})[1 + ${index}]`;
const sentence = (words) => Array.from({ length: words }, () => pick(WORDS)).join(` || ' ' || `);

/**
 * One value per field and row, as SQL over the series variable n. Absent values are null (the key is then
 * left out of data, as the server leaves out empty optional values).
 */
const VALUES = {
  Name: `${pick(FIRST)} || ' ' || ${pick(LAST)}`,
  Amount: `round((random() * 10000)::numeric, 2)`,
  'Due date': `to_char(date '2020-01-01' + floor(random() * 2000)::int, 'YYYY-MM-DD')`,
  Region: pick(REGIONS),
  // One or two tags, chosen from n so that both picks are made once per row.
  Tags: `case when n * 37 % 10 = n / 3 * 53 % 10 then array[${tag('n * 37 % 10')}]
    else array[${tag('n * 37 % 10')}, ${tag('n / 3 * 53 % 10')}] end`,
  Approved: `random() < 0.5`,
  Notes: sentence(8),
  Email: `'person' || n || '@bench.example'`,
  Quantity: `floor(random() * 500)::int`,
  'Submitted at': `to_char(timestamp '2022-01-01' + random() * interval '1000 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  Priority: pick(PRIORITIES),
  Active: `random() < 0.8`,
  City: pick(CITIES),
  Category: pick(CATEGORIES),
  Score: `floor(random() * 101)::int`,
  'Start date': `to_char(date '2018-01-01' + floor(random() * 3000)::int, 'YYYY-MM-DD')`,
  Comments: `case when random() < 0.3 then null else ${sentence(5)} end`,
  Reference: `'REF-' || lpad(n::text, 7, '0')`,
  'Internal note': `'internal ' || ${pick(WORDS)}`,
  Phone: `'+351 9' || lpad((n::bigint * 7919 % 100000000)::text, 8, '0')`,
};

const column = (field) => `v_${field.id.toLowerCase()}`;

/** How one value reads in search_text (searchTextOf in packages/domain): an array item by item. */
function searchPiece(field) {
  const v = column(field);
  if (field.type === 'multiselect') return `array_to_string(${v}, ${sqlText(SEARCH_SEPARATOR)})`;
  return `${v}::text`;
}

const SEARCH_SEPARATOR = '\n';
/** Booleans are not searched; neither are locked fields. */
const searched = (field) => !field.userLock && !['checkbox', 'toggle'].includes(field.type);

/** Inserts rows from..to (inclusive) of the benchmark form, created one every 30 s up to `newest`. */
export function insertEntriesSql(table, { formId, orgId, userId, userName, from, to, total }) {
  const selects = FIELDS.map((field) => `${VALUES[field.label]} as ${column(field)}`).join(',\n      ');
  const data = FIELDS.map((field) => `${sqlText(field.id)}, to_jsonb(${column(field)})`).join(', ');
  const search = FIELDS.filter(searched).map(searchPiece).join(', ');
  return `
    insert into ${table} (form_id, id, org_id, data, search_text, created_by, created_by_name,
      updated_by, updated_by_name, created_at, updated_at)
    select '${formId}', gen_random_uuid(), '${orgId}', jsonb_strip_nulls(jsonb_build_object(${data})),
      lower(concat_ws(${sqlText(SEARCH_SEPARATOR)}, ${search})),
      '${userId}', ${sqlText(userName)}, '${userId}', ${sqlText(userName)},
      now() - (${total} - n) * interval '30 seconds', now() - (${total} - n) * interval '30 seconds'
    from (
      select n,
      ${selects}
      from generate_series(${from}, ${to}) as n
      offset 0
    ) as s`;
}

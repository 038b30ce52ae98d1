-- The last page of 1,000,000 entries sorted by a free-text field, as the entries table reads it (the far end read
-- backwards: ORDER BY ... DESC NULLS LAST LIMIT 50), before and after the field's sort index (suffix p) exists.
-- The values are names drawn from 10 first and 10 last names, as bench/src/entries-form.mjs makes them: many
-- equal values, so the whole-value key and the id break long runs of ties.
-- Usage: createdb atrium_sort_bench && psql -X -q -d atrium_sort_bench -f bench/sql/text-sort-prefix.sql; dropdb atrium_sort_bench
\timing off
drop table if exists sort_bench;
create table sort_bench (id uuid primary key default gen_random_uuid(), data jsonb not null);
insert into sort_bench (data)
select jsonb_build_object('Name',
  (array['Aarav','Maria','Mohammed','Wei','Olga','Juan','Fatima','Liam','Priya','Kenji'])[1 + (i * 7 + (i >> 3)) % 10]
  || ' ' ||
  (array['Sharma','Garcia','Khan','Chen','Ivanova','Lopez','Ali','Murphy','Patel','Sato'])[1 + (i * 13 + (i >> 3)) % 10]
  || case when i % 50 = 0 then ' ' || i::text else '' end)
from generate_series(1, 1000000) as i;
analyze sort_bench;

-- The last page as the table reads it (the far end read backwards).
\set last_page 'select id from sort_bench order by left(lower(coalesce(data -> ''Name'' ->> ''value'', data ->> ''Name'')), 200) desc nulls last, lower(coalesce(data -> ''Name'' ->> ''value'', data ->> ''Name'')) desc nulls last, id desc limit 50'

\echo '== without the sort index (3 runs)'
\timing on
:last_page \g /dev/null
:last_page \g /dev/null
:last_page \g /dev/null

\echo '== building the sort index'
create index sort_bench_p_name on sort_bench
  ((left(lower(coalesce(data -> 'Name' ->> 'value', data ->> 'Name')), 200)) nulls first);
analyze sort_bench;

\echo '== with the sort index (3 runs)'
:last_page \g /dev/null
:last_page \g /dev/null
:last_page \g /dev/null
\timing off
explain (analyze, costs off, timing off, summary on) :last_page;
drop table sort_bench;

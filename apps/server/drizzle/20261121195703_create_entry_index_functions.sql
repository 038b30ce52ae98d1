-- Number fields are filtered and sorted through an expression index on entry_number(data->'<field id>')
-- (modules/entries/entry-indexes.repo.ts). An index expression must be IMMUTABLE and must not fail on any
-- row, so a JSON number or a numeric string becomes numeric and anything else becomes null. Being plain SQL,
-- the function is inlined, so a query matches the index when it writes the same call.
CREATE OR REPLACE FUNCTION entry_number(value jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'number' THEN (value #>> '{}')::numeric
    WHEN 'string' THEN CASE
      WHEN value #>> '{}' ~ '^\s*[-+]?([0-9]{1,100}(\.[0-9]{0,100})?|\.[0-9]{1,100})([eE][-+]?[0-9]{1,4})?\s*$'
      THEN (value #>> '{}')::numeric
    END
  END
$$;

-- A unique column of a table field is checked through a GIN index on entry_cell_keys(data->'<field id>',
-- '<column id>') (modules/entries/entry-indexes.repo.ts): the lower-cased, non-blank texts the column holds
-- in an entry's rows (a chosen option's value, or the cell itself). Without it, each check of a submit reads
-- every row of every entry of the form. IMMUTABLE, never failing on any row, and plain SQL, so a query
-- matches the index when it writes the same call.
CREATE OR REPLACE FUNCTION entry_cell_keys(rows jsonb, col text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(t)), '{}') FROM (
    SELECT coalesce(cell -> col ->> 'value', cell ->> col) AS t
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(rows) = 'array' THEN rows ELSE '[]'::jsonb END) AS cell
    WHERE jsonb_typeof(cell) = 'object'
  ) AS cells
  WHERE btrim(t) <> ''
$$;

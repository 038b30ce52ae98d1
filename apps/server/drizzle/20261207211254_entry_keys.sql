-- Typed key columns beside a form's entries (decision 0060). A form whose entries table filters by a number or
-- an option gets a narrow table in the schema entry_keys, form_<form id without dashes>: each entry's id and
-- trash flag, and the filtered values in typed columns with their indexes. A filtered total counts those
-- narrow rows instead of visiting the wide ones. The index builder (entry-keys.repo.ts) adds the columns and
-- fills them; these triggers keep every statement's rows in step. A column's name says what it holds:
-- m_<field id> the field's number (entry_number), o_<field id> its lower-cased text. Derived data: backups
-- (the public schema) leave it out, and the builder fills it again.
CREATE SCHEMA IF NOT EXISTS entry_keys;--> statement-breakpoint
-- A key column's value as SQL over an entry's data; source names the entry's row (say 'n.'), or none.
CREATE FUNCTION entry_key_value_sql(key_column text, source text DEFAULT '') RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE left(key_column, 2)
    WHEN 'm_' THEN format('entry_number(%sdata -> %L)', source, substr(key_column, 3))
    WHEN 'o_' THEN format('lower(%sdata ->> %L)', source, substr(key_column, 3))
  END
$$;--> statement-breakpoint
CREATE FUNCTION entry_keys_table(form uuid) RETURNS regclass LANGUAGE sql STABLE AS $$
  SELECT to_regclass('entry_keys.form_' || replace(form::text, '-', ''))
$$;--> statement-breakpoint
-- The key columns of a key table after id and trash flag, each list starting with a comma: their names; the
-- values the entries give them (of the entry itself, of its new row n and of its old row o); the same names
-- qualified for an upsert (k. the row there, excluded. the one proposed). The triggers and the builder's fill
-- (entry-keys.repo.ts) write with these.
CREATE FUNCTION entry_key_columns_sql(keys regclass, OUT names text, OUT key_values text, OUT changed_values text,
  OUT previous_values text, OUT old_values text, OUT new_values text) LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(format(', %I', attname), '' ORDER BY attnum), ''),
         coalesce(string_agg(', ' || entry_key_value_sql(attname), '' ORDER BY attnum), ''),
         coalesce(string_agg(', ' || entry_key_value_sql(attname, 'n.'), '' ORDER BY attnum), ''),
         coalesce(string_agg(', ' || entry_key_value_sql(attname, 'o.'), '' ORDER BY attnum), ''),
         coalesce(string_agg(format(', k.%I', attname), '' ORDER BY attnum), ''),
         coalesce(string_agg(format(', excluded.%I', attname), '' ORDER BY attnum), '')
  FROM pg_attribute
  WHERE attrelid = keys AND attnum > 0 AND NOT attisdropped AND attname NOT IN ('id', 'is_trashed')
$$;--> statement-breakpoint
-- Every statement's entries, per form with a key table: inserted ones get their key rows (plain inserts: a fill
-- writes only entries committed before it, with the writers held, so it never wrote these); changed ones whose
-- keys or trash flag changed (most edits, and the search index job's updates, change neither) have theirs
-- written anew, as an upsert since an entry written before its form's key table has a row there only once the
-- fill reaches it (one whose keys did not change is left to the fill); deleted ones lose theirs.
CREATE FUNCTION entry_keys_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  form uuid;
  keys regclass;
  c record;
BEGIN
  FOR form IN EXECUTE format('SELECT DISTINCT form_id FROM %I',
      CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END) LOOP
    keys := entry_keys_table(form);
    CONTINUE WHEN keys IS NULL;
    c := entry_key_columns_sql(keys);
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('INSERT INTO %s (id, is_trashed%s) SELECT id, is_trashed%s FROM new_rows WHERE form_id = $1',
        keys, c.names, c.key_values)
        USING form;
    ELSIF TG_OP = 'UPDATE' THEN
      EXECUTE format(
        'INSERT INTO %s AS k (id, is_trashed%s)
         SELECT n.id, n.is_trashed%s FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.form_id = $1 AND (n.is_trashed%s) IS DISTINCT FROM (o.is_trashed%s)
         ON CONFLICT (id) DO UPDATE SET (is_trashed%s) = ROW(excluded.is_trashed%s)
         WHERE (k.is_trashed%s) IS DISTINCT FROM (excluded.is_trashed%s)',
        keys, c.names, c.changed_values, c.changed_values, c.previous_values, c.names, c.new_values,
        c.old_values, c.new_values)
        USING form;
    ELSE
      EXECUTE format('DELETE FROM %s WHERE id IN (SELECT id FROM old_rows WHERE form_id = $1)', keys) USING form;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER entries_keys_insert AFTER INSERT ON entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION entry_keys_after_write();--> statement-breakpoint
CREATE TRIGGER entries_keys_update AFTER UPDATE ON entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION entry_keys_after_write();--> statement-breakpoint
CREATE TRIGGER entries_keys_delete AFTER DELETE ON entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION entry_keys_after_write();

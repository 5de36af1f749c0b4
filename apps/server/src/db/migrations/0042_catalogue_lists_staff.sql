-- Issue 21 item 5 (ADR 0073): staff add, rename, hide and show instruments, styles and languages.

-- The key a name is unique by: trimmed, without accents, in any letter case ("Café", " cafe " and "CAFE"
-- are one name). unaccent() with its implicit dictionary is only STABLE (it reads the search path), so the
-- index calls it through this IMMUTABLE wrapper naming its dictionary, the usual way to index it.
CREATE FUNCTION catalogue_name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, btrim(name))) $$;

-- The unique index on lower(name) becomes one on that key, so two staff members adding "Cello" and
-- " cello" at the same moment cannot both succeed: the second insert fails on the index.
DROP INDEX skills_name_key;
CREATE UNIQUE INDEX skills_name_key ON skills (catalogue_name_key(name));
DROP INDEX styles_name_key;
CREATE UNIQUE INDEX styles_name_key ON styles (catalogue_name_key(name));
DROP INDEX languages_name_key;
CREATE UNIQUE INDEX languages_name_key ON languages (catalogue_name_key(name));

-- A hidden entry is offered for no new choice (wizard, settings, search filters); mentors who chose it
-- keep it. NULL: shown.
ALTER TABLE skills ADD COLUMN hidden_at timestamptz;
ALTER TABLE styles ADD COLUMN hidden_at timestamptz;
ALTER TABLE languages ADD COLUMN hidden_at timestamptz;

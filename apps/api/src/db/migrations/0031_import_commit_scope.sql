-- Landing an import (commit, resume, undo) moves from the `import` scope to `import:commit`
-- (docs/decisions/0064-import-privacy-and-key-scopes.md). Every key that has `import` could
-- land imports until now, so it keeps doing so, and its scopes now say it.
UPDATE "api_keys" SET "scopes" = array_append("scopes", 'import:commit')
WHERE 'import' = ANY("scopes") AND NOT ('import:commit' = ANY("scopes"));

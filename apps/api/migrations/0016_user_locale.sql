-- The account's language: one of the contract's LOCALES, or NULL to follow the browser's languages.
-- The server writes the account's emails in it (English when NULL). A new language is a new migration that
-- widens this check, in the same change that adds it to LOCALES and its catalog.
ALTER TABLE users ADD COLUMN locale text CONSTRAINT users_locale_check CHECK (locale IN ('en', 'es', 'fr', 'ar'));

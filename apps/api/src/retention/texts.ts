// Data retention's texts (docs/personal-data.md#retention); the English is the catalogs' source (locales/*.po).
import { RETENTION_TEXTS } from '@concierge/api-client';
import { defineTexts } from '../i18n/text-registry.js';

// The contract's validation texts of the policy form, answered in the reader's language like every field's.
defineTexts(RETENTION_TEXTS);

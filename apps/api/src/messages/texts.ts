import { defineTexts } from '../i18n/messages.js';

/** The errors a posted message can meet, whoever posts it. */
export const MESSAGE_ERRORS = defineTexts({
  emptyMessage: 'The message has no content left once unsupported markup is removed.',
});

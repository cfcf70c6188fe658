import { defineTexts } from '../i18n/text-registry.js';

/** The errors a posted message can meet, whoever posts it. */
export const MESSAGE_ERRORS = defineTexts({
  emptyMessage: 'The message has no content left once unsupported markup is removed.',
  unseenReply: 'A new reply arrived while you were writing. Read it, then send yours again.',
});

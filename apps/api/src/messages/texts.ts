/** The errors a posted message can meet, whoever posts it. */
export const MESSAGE_ERRORS = {
  emptyMessage: 'The message has no content left once unsupported markup is removed.',
} as const;

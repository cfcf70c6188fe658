import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX } from '@concierge/api-client';
import { TEXTS } from '../../app/texts';

const T = TEXTS.savedReplies;

export interface SavedReplyDraft {
  title: string;
  /** The editor's HTML, '' when it holds no text (composerHtml). */
  bodyHtml: string;
}

export interface SavedReplyErrors {
  title?: string;
  body?: string;
}

/**
 * What the server would refuse (the contract's SavedReplyBody: a trimmed title of 1–120 characters, a
 * body of 1–20 000 characters of HTML), said per field before sending.
 */
export function validateSavedReply(draft: SavedReplyDraft): SavedReplyErrors {
  const errors: SavedReplyErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = T.titleRequired;
  else if (title.length > SAVED_REPLY_TITLE_MAX)
    errors.title = T.titleTooLong(SAVED_REPLY_TITLE_MAX, title.length);
  const body = draft.bodyHtml.trim();
  if (!body) errors.body = T.bodyRequired;
  else if (body.length > SAVED_REPLY_BODY_MAX) errors.body = T.bodyTooLong(SAVED_REPLY_BODY_MAX);
  return errors;
}

export const hasErrors = (errors: SavedReplyErrors) => Boolean(errors.title ?? errors.body);

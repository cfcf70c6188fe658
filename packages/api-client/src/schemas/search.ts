import { z } from './zod.js';
import { RequestState } from './requests.js';

/** The longest search text accepted (characters, after trimming). */
export const SEARCH_TEXT_MAX = 200;

/**
 * A search of the caller's own requests: every word of `q` must appear, as the start of a word,
 * in the title, an answer or a message; `state` narrows to one list. Newest first, paged like the lists.
 */
export const RequestSearchQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX).default(''),
  state: RequestState.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
});
export type RequestSearchQuery = z.input<typeof RequestSearchQuery>;

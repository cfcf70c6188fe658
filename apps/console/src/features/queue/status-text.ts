import { DEFAULT_STATUS, type RequestState } from '@concierge/api-client';
import { TEXTS } from '../../app/texts';

/**
 * The status the requester sees, in the reader's language: the server sends its list's default (docs/requests.md#entities
 * "In Queue", "In Progress", "Completed"), which the console's texts translate; any other status is the
 * server's own words and stays as sent.
 */
export function statusText({ state, status }: { state: RequestState; status: string | null }): string {
  return !status || status === DEFAULT_STATUS[state] ? TEXTS.requestStatus[state] : status;
}

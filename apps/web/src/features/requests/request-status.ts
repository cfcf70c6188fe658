import { DEFAULT_STATUS, type ServiceRequest } from '@concierge/api-client';
import { REQUEST_TEXTS } from './request-texts';

/**
 * A request's status as shown: the default for its list (docs/requests.md#entities: when it has none, or the server's own
 * default) in the page's language; any other status the server names, as it is.
 */
export function requestStatusText(request: Pick<ServiceRequest, 'state' | 'status'>): string {
  const { state, status } = request;
  return status === null || status === DEFAULT_STATUS[state] ? REQUEST_TEXTS.status[state] : status;
}

import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient, RequestState } from '@concierge/api-client';
import { REQUEST_LISTS } from './request-lists';
import { requestKeys } from './request-queries';

/** The search lives in the URL (`/requests?q=plumber&status=open`): bookmarkable, and "back" undoes it. */
export const SEARCH_TEXT_PARAM = 'q';
export const SEARCH_STATUS_PARAM = 'status';

/** Results asked for per page ("Show more" asks for the next). */
export const SEARCH_PAGE_SIZE = 20;

export interface RequestSearch {
  q: string;
  /** One list, or every list when null. */
  state: RequestState | null;
}

const isState = (value: string | null): value is RequestState =>
  REQUEST_LISTS.some((state) => state === value);

/** The search a URL holds, or null when it holds none (the page then shows the three lists). */
export function readRequestSearch(params: URLSearchParams): RequestSearch | null {
  const q = (params.get(SEARCH_TEXT_PARAM) ?? '').trim();
  const status = params.get(SEARCH_STATUS_PARAM);
  const state = isState(status) ? status : null;
  return q || state ? { q, state } : null;
}

/** The URL parameters of a search; an empty one has none. */
export function requestSearchParams(search: RequestSearch): Record<string, string> {
  const q = search.q.trim();
  return {
    ...(q && { [SEARCH_TEXT_PARAM]: q }),
    ...(search.state && { [SEARCH_STATUS_PARAM]: search.state }),
  };
}

/** The pages of one search, newest first; each page names the next by its cursor. */
export function requestSearchQuery(api: ApiClient, search: RequestSearch) {
  return infiniteQueryOptions({
    queryKey: [...requestKeys.all, 'search', search.q, search.state ?? 'all'] as const,
    queryFn: ({ pageParam }) =>
      api.searchRequests({
        q: search.q,
        ...(search.state && { state: search.state }),
        limit: SEARCH_PAGE_SIZE,
        ...(pageParam && { cursor: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

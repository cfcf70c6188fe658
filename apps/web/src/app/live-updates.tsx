import { useQueryClient } from '@tanstack/react-query';
import { sessionHeaders } from '@concierge/api-client';
import { currentUserQueryKey, useAuth } from '@concierge/auth';
import { useLiveStream } from '@concierge/live-updates';
import { requestKeys } from '../features/requests/request-queries';
import { useAppServices } from './services';

/**
 * The live stream for the signed-in requester (docs/conversation.md#the-live-stream): a change to one of
 * their requests refetches the requests shown (lists, dashboard, the open request), each answering 304
 * when unchanged; a session ended elsewhere is checked at once; a reset refetches everything. Polling goes
 * on beside it, slowly while the stream is live.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const { apiOptions } = useAppServices();
  const queryClient = useQueryClient();
  const { session, baseUrl } = apiOptions;
  useLiveStream({
    session: user?.external_id ?? null,
    url: `${baseUrl}/api/v1/live/events`,
    headers: () => (session.getToken() ? sessionHeaders(session) : null),
    onChange: (change) => {
      if (change.kind === 'reset') void queryClient.invalidateQueries();
      else if (change.kind === 'request') void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      // Some of the account's sessions ended: asking who is signed in meets the 401 when this one did.
      else if (change.kind === 'sessions')
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    // Not cancelling a read in flight: a screen's first read may be one, and its answer is as fresh.
    onHealthChange: () => void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false }),
  });
  return null;
}

import { currentUserQueryKey, useAuth } from '@concierge/auth';
import { useLiveStream } from '@concierge/live-updates';
import { queueKeys } from '../features/queue/queue-queries';
import { useServices } from './services';

/**
 * The live stream for the signed-in concierge (docs/conversation.md#the-live-stream): a change to any
 * request or to the queue refetches what the console shows of the queue (lists, counts, what is due next,
 * the open request) and the team's open-request counts, each answering 304 when unchanged; a colleague
 * arriving on or typing on a request refetches that request's page; a session ended elsewhere is checked at
 * once; a reset refetches everything. Polling goes on beside it, slowly while the stream is live.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const { liveEvents, queryClient } = useServices();
  // A member of the team who must first enrol a second factor is refused the stream, as every team call.
  const admitted = user && !user.second_factor_enrollment_required && !user.passkey_enrollment_required;
  useLiveStream({
    session: admitted ? user.external_id : null,
    url: liveEvents.url,
    headers: liveEvents.headers,
    onChange: (change) => {
      if (change.kind === 'reset') void queryClient.invalidateQueries();
      // Only the open request's page shows who else is on it.
      else if (change.kind === 'presence')
        void queryClient.invalidateQueries({ queryKey: queueKeys.request(change.requestId) });
      // Some of the account's sessions ended: asking who is signed in meets the 401 when this one did.
      else if (change.kind === 'sessions')
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      else {
        void queryClient.invalidateQueries({ queryKey: queueKeys.all });
        // The team list counts each member's open requests (their availability and limit beside it).
        void queryClient.invalidateQueries({ queryKey: queueKeys.staff });
      }
    },
    // Not cancelling a read in flight: a screen's first read may be one, and its answer is as fresh.
    onHealthChange: () => void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false }),
  });
  return null;
}

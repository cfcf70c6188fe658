import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox } from '@concierge/ui';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import {
  notificationKeys,
  requestNotificationsQuery,
} from '../../features/notifications/notification-queries';

const T = TEXTS.notifications;

/**
 * "Mute emails about this request" (issue 16). Shown once its state is known (nothing while loading, so the
 * box never flips); a failed load leaves it out, a failed save says so.
 */
export function MuteRequest({ requestId }: { requestId: number }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const query = useQuery(requestNotificationsQuery(api, requestId));
  const save = useMutation({
    mutationFn: (muted: boolean) => api.setRequestMuted(requestId, muted),
    onSuccess: (notifications) =>
      queryClient.setQueryData(notificationKeys.request(requestId), notifications),
  });
  if (!query.data) return null;
  return (
    <>
      <Checkbox
        name="mute_request"
        label={T.muteRequest}
        checked={save.isPending ? save.variables : query.data.muted}
        disabled={save.isPending}
        onCheckedChange={(checked) => save.mutate(checked)}
      />
      {save.isError ? <Alert>{T.saveFailed}</Alert> : null}
      <p>
        <Link to={paths.notificationSettings}>{T.allSettings}</Link>
      </p>
    </>
  );
}

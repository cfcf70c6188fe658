import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Alert, Checkbox } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { QueryState } from '../../features/requests/query-state';
import { requestKeys } from '../../features/requests/request-queries';

const N = TEXTS.notifications;

/** On the request page: mute this request's emails; saved at once and announced. */
export function MuteRequest({ requestId }: { requestId: number }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const key = [...requestKeys.detail(requestId), 'mute'] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await api.call('getRequestMute', { params: { id: requestId } })).data.mute.muted,
  });
  const [announcement, setAnnouncement] = useState('');
  const save = useMutation({
    mutationFn: async (muted: boolean) =>
      (await api.call('setRequestMute', { params: { id: requestId }, body: { mute: { muted } } })).data.mute
        .muted,
    onSuccess: (muted) => {
      queryClient.setQueryData(key, muted);
      setAnnouncement(muted ? N.muted : N.unmuted);
    },
  });
  return (
    <div className="mute-request">
      <QueryState query={query} what={N.muteWhat} isEmpty={() => false} empty={{ title: '' }}>
        {(muted) => (
          <Checkbox
            label={N.mute}
            name="mute"
            description={N.muteHint}
            markOptional={false}
            checked={save.isPending ? save.variables : muted}
            onCheckedChange={(next) => save.mutate(next)}
          />
        )}
      </QueryState>
      {save.isError ? <Alert>{N.saveFailed}</Alert> : null}
      <p>
        <RouterLink to={paths.notificationSettings}>{N.settingsLink}</RouterLink>
      </p>
      <p className="cui-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';

const N = TEXTS.notifications;
export const notificationPreferencesKey = ['notification-preferences'] as const;

/**
 * /settings/notifications: "email me when the concierge replies", on by default; each change is
 * saved at once (no save button for one switch) and announced.
 */
export function NotificationSettingsPage() {
  usePageTitle(N.title);
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: async () => (await api.call('getNotificationPreferences', {})).data.preferences,
  });
  const [announcement, setAnnouncement] = useState('');
  const save = useMutation({
    mutationFn: async (on: boolean) =>
      (await api.call('updateNotificationPreferences', { body: { preferences: { email_replies: on } } })).data
        .preferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesKey, saved);
      setAnnouncement(saved.email_replies ? N.savedOn : N.savedOff);
    },
  });
  return (
    <main id="main" className="cui-page cui-page--medium">
      <h1 tabIndex={-1}>{N.title}</h1>
      <p>{N.intro}</p>
      <QueryState query={query} what={N.what} isEmpty={() => false} empty={{ title: '' }} headingLevel={2}>
        {(preferences) => (
          <Checkbox
            label={N.emailReplies}
            name="email_replies"
            description={N.emailRepliesHint}
            markOptional={false}
            // Shows the choice while it is saved; not disabled meanwhile, so the keyboard focus stays.
            checked={save.isPending ? save.variables : preferences.email_replies}
            onCheckedChange={(on) => save.mutate(on)}
          />
        )}
      </QueryState>
      {save.isError ? <Alert>{N.saveFailed}</Alert> : null}
      <p className="cui-visually-hidden" role="status">
        {announcement}
      </p>
    </main>
  );
}

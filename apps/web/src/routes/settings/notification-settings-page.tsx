import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { notificationKeys, preferencesQuery } from '../../features/notifications/notification-queries';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';

const T = TEXTS.notifications;

/** /settings/notifications (issue 16): email on replies, on by default; saved as soon as it changes. */
export function NotificationSettingsPage() {
  usePageTitle(T.title);
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const query = useQuery(preferencesQuery(api));
  const save = useMutation({
    mutationFn: (emailReplies: boolean) => api.updateNotificationPreferences({ emailReplies }),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  });

  return (
    <main id="main" className="cui-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <QueryState query={query} what={T.what} isEmpty={() => false} empty={{ title: '' }} headingLevel={2}>
        {(preferences) => (
          <>
            <Checkbox
              name="email_replies"
              label={T.emailReplies}
              description={T.emailRepliesHint}
              checked={save.isPending ? save.variables : preferences.email_replies}
              disabled={save.isPending}
              onCheckedChange={(checked) => save.mutate(checked)}
            />
            {save.isError ? <Alert>{T.saveFailed}</Alert> : null}
            <p className="cui-visually-hidden" role="status">
              {save.isSuccess ? T.saved : ''}
            </p>
          </>
        )}
      </QueryState>
    </main>
  );
}

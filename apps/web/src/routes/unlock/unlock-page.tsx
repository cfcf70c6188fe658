import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { MESSAGES } from '@concierge/api-client';
import { Alert, Message } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { TEXTS } from '../../app/texts';

const T = TEXTS.unlock;

/** /unlock/{unlockToken} (docs/screens.md#routes): uses the emailed token once, then offers sign-in. */
export function UnlockPage() {
  usePageTitle(T.title);
  const { unlockToken = '' } = useParams();
  const { api } = useAppServices();
  // A query (not an effect) so React's double mount in development still sends the single-use token once.
  const unlock = useQuery({
    queryKey: ['unlock', unlockToken],
    queryFn: async () => {
      await api.unlock(unlockToken);
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      {unlock.isPending ? <PageLoading label={T.unlocking} /> : null}
      {unlock.isSuccess ? <Message tone="success">{TEXTS.unlocked}</Message> : null}
      {unlock.isError ? <Alert>{unlock.error.message || MESSAGES.unlockFailed}</Alert> : null}
      <p>
        <RouterLink to={paths.signIn}>{T.toSignIn}</RouterLink>
      </p>
    </main>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, Message } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';

const A = TEXTS.account;

/**
 * /cancel-email-change/{token}: the link mailed to the old address when someone asks to move the account to
 * another one. Like /confirm-email, nothing happens by opening it (mail scanners open links): the change ends
 * on an explicit click, signed in or out.
 */
export function CancelEmailChangePage() {
  usePageTitle(A.cancelTitle);
  const { token = '' } = useParams();
  const { api } = useAppServices();
  const cancel = useMutation({ mutationFn: () => api.cancelEmailChange(token) });
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{A.cancelTitle}</h1>
      <div role="status">{cancel.isSuccess ? <Message tone="success">{A.cancelDone}</Message> : null}</div>
      {cancel.isError ? <Alert>{cancel.error.message}</Alert> : null}
      {cancel.isSuccess ? (
        <p>
          <RouterLink to={paths.dashboard}>{A.toDashboard}</RouterLink>
        </p>
      ) : (
        <>
          <p>{A.cancelIntro}</p>
          <Button loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {A.cancelAction}
          </Button>
        </>
      )}
    </main>
  );
}

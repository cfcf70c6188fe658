import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, Message } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';

const A = TEXTS.account;

/**
 * /confirm-email/{token}: the email changes on an explicit click, never by opening the link
 * (mail scanners open links), and works signed in or out.
 */
export function ConfirmEmailPage() {
  usePageTitle(A.confirmTitle);
  const { token = '' } = useParams();
  const { api } = useAppServices();
  const confirm = useMutation({ mutationFn: () => api.confirmEmailChange(token) });
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{A.confirmTitle}</h1>
      <div role="status">{confirm.isSuccess ? <Message tone="success">{A.confirmed}</Message> : null}</div>
      {confirm.isError ? <Alert>{confirm.error.message}</Alert> : null}
      {confirm.isSuccess ? (
        <p>
          <RouterLink to={paths.dashboard}>{A.toDashboard}</RouterLink>
        </p>
      ) : (
        <>
          <p>{A.confirmIntro}</p>
          <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
            {A.confirmAction}
          </Button>
        </>
      )}
    </main>
  );
}

import { useAuth } from '@concierge/auth';
import { Alert, Button, Skeleton } from '@concierge/ui';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { EmailForm, NameForm, PasswordForm } from './account-forms';

const A = TEXTS.account;

/**
 * /account (issue 20): name, email (confirmed by a link to the new address) and password, and a link to the
 * notification settings (issue 16) and the signed-in devices (issue 19).
 */
export function AccountPage() {
  usePageTitle(A.title);
  const { user, userQuery } = useAuth();
  return (
    <main id="main" className="cui-page cui-page--narrow account">
      <h1 tabIndex={-1}>{A.title}</h1>
      {user ? (
        <>
          <NameForm user={user} />
          <EmailForm user={user} />
          <PasswordForm />
          <p>
            <Link to={paths.security}>{A.security}</Link>
          </p>
          <p>
            <Link to={paths.notificationSettings}>{A.notificationSettings}</Link>
          </p>
          <p>
            <Link to={paths.devices}>{A.devices}</Link>
          </p>
        </>
      ) : userQuery.status === 'error' ? (
        <Alert>
          {TEXTS.loadFailed(A.what)}{' '}
          <Button variant="tertiary" onClick={() => void userQuery.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div aria-busy="true">
          <span className="cui-visually-hidden" role="status">{`Loading ${A.what}`}</span>
          <Skeleton shape="text" />
          <Skeleton shape="text" width="70%" />
        </div>
      )}
    </main>
  );
}

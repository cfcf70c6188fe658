import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, useAuth } from '@concierge/auth';
import { Alert, Button, Skeleton } from '@concierge/ui';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { LanguageSwitch } from '../../features/language/language-switch';
import { EmailForm, NameForm, PasswordForm } from './account-forms';

const A = TEXTS.account;

/**
 * /account: name, email (confirmed by a link to the new address) and password, and links to sign-in security
 * (passkeys, authenticator app, recovery codes: docs/sign-in-security.md#passkeys), the notification settings
 * and the signed-in devices.
 */
export function AccountPage() {
  usePageTitle(A.title);
  const { user, userQuery } = useAuth();
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  return (
    <main id="main" className="cui-page cui-page--narrow account">
      <h1 tabIndex={-1}>{A.title}</h1>
      {user ? (
        <>
          <NameForm user={user} />
          <EmailForm user={user} />
          <PasswordForm />
          <section aria-labelledby="account-language" className="account-language">
            <h2 id="account-language">{A.languageHeading}</h2>
            {/* Saved to the account: its emails follow, and so does every device it signs in on. */}
            <LanguageSwitch
              onChange={async (locale) =>
                queryClient.setQueryData(currentUserQueryKey, await api.updateLocale(locale))
              }
            />
          </section>
          <p>
            <Link to={paths.security}>{A.security}</Link>
          </p>
          <p>
            <Link to={paths.notificationSettings}>{A.notificationSettings}</Link>
          </p>
          <p>
            <Link to={paths.devices}>{A.devices}</Link>
          </p>
          <p>
            <Link to={paths.yourData}>{A.yourData}</Link>
          </p>
        </>
      ) : userQuery.status === 'error' ? (
        <Alert>
          {TEXTS.loadFailed(A.what)}{' '}
          <Button variant="tertiary" onClick={() => void userQuery.refetch()}>
            {TEXTS.tryAgain}
          </Button>
        </Alert>
      ) : (
        <div aria-busy="true">
          <span className="cui-visually-hidden" role="status">
            {TEXTS.loading(A.what)}
          </span>
          <Skeleton shape="text" />
          <Skeleton shape="text" width="70%" />
        </div>
      )}
    </main>
  );
}

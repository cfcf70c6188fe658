import { useEffect, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useAccountLocale } from '@concierge/app-locale';
import { useAuth, useReloadOnRepeatNavigation } from '@concierge/auth';
import { Alert, Button } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { TEAM_TEXTS } from '../../routes/team/team-texts';
import { LanguageSwitch } from '../language/language-switch';
import { PasskeyEnrolFirst } from '../passkeys/console-passkeys';
import { isConcierge } from './access-rules';

function SignOutButton() {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={busy}
      loadingLabel={TEXTS.signingOut}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      {TEXTS.signOut}
    </Button>
  );
}

/**
 * Every signed-in page: nothing renders (and no queue call is made) until the current user is known to be
 * a concierge; anyone else is signed out and told why on the sign-in page.
 */
export function ConciergeLayout() {
  const { user, userQuery, isAuthenticated } = useAuth();
  const { refuse, api } = useServices();
  const refused = user !== null && !isConcierge(user);
  useReloadOnRepeatNavigation(useLocation());
  // The account's language wins over this browser's when set (issue 21); the header's switch saves to it.
  useAccountLocale(user?.locale);

  useEffect(() => {
    if (refused) refuse();
  }, [refused, refuse]);

  // Signed out under our feet (a 401, a refusal, another tab): the flow is already on its way to sign-in.
  if (!isAuthenticated || refused) return <PageLoading />;
  if (!user) {
    if (userQuery.status === 'error') {
      return (
        <main id="main" className="cui-page cui-page--narrow">
          <h1 tabIndex={-1}>{TEXTS.appName}</h1>
          <Alert>
            {TEXTS.loadFailed(TEXTS.accountWhat)}{' '}
            <Button variant="tertiary" onClick={() => void userQuery.refetch()}>
              {TEXTS.tryAgain}
            </Button>
          </Alert>
        </main>
      );
    }
    return <PageLoading />;
  }
  // CONSOLE_REQUIRE_PASSKEY (issue 19): nothing else opens, and no console call is made, until one is added.
  if (user.passkey_enrollment_required) return <PasskeyEnrolFirst />;

  return (
    <div className="console-layout">
      <a className="skip-link" href="#main">
        {TEXTS.skipToContent}
      </a>
      <header className="console-header">
        <RouterLink className="brand" to={paths.queue}>
          {TEXTS.appName}
        </RouterLink>
        <nav aria-label={TEXTS.navLabel} className="console-header__nav">
          <RouterLink to={paths.team}>{TEAM_TEXTS.nav}</RouterLink>
          <RouterLink to={paths.security}>{TEXTS.security.nav}</RouterLink>
          <RouterLink to={paths.devices}>{TEXTS.devices.nav}</RouterLink>
          <RouterLink to={paths.savedReplies}>{TEXTS.savedReplies.nav}</RouterLink>
        </nav>
        <div className="console-header__account">
          {/* No account settings page in the console: the language is chosen, and saved, here (issue 21). */}
          <LanguageSwitch
            onChange={async (locale) => {
              await api.updateLocale(locale);
              await userQuery.refetch();
            }}
          />
          <span className="console-header__name">{user.full_name}</span>
          <SignOutButton />
        </div>
      </header>
      <Outlet />
    </div>
  );
}

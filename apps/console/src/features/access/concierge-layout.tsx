import { useEffect, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useAccountLocale } from '@concierge/app-locale';
import { BrandLink, SkipLink } from '@concierge/app-shell';
import { useAuth, useReloadOnRepeatNavigation } from '@concierge/auth';
import { SignOutButton } from '@concierge/account-ui/sign-out-button';
import { Alert, Button } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { paths } from '../../app/paths';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { ACCESS_RECORD_TEXTS } from '../../routes/access-record/access-record-texts';
import { API_TOKEN_TEXTS } from '../../routes/api-tokens/api-token-texts';
import { DATA_REQUEST_TEXTS } from '../../routes/data-exports/data-exports-page-texts';
import { DATA_RETENTION_TEXTS } from '../../routes/data-retention/data-retention-texts';
import { REPORT_TEXTS } from '../../routes/reports/report-texts';
import { SERVICE_LEVEL_TEXTS } from '../../routes/service-levels/service-level-texts';
import { TEAM_TEXTS } from '../../routes/team/team-texts';
import { WEBHOOK_TEXTS } from '../../routes/webhooks/webhook-texts';
import { LanguageSwitch } from '../language/language-switch';
import { EnrolFirst } from '../second-factor/enrol-first';
import { isConcierge } from './access-rules';

/**
 * Every signed-in page: nothing renders (and no queue call is made) until the current user is known to be
 * a concierge; anyone else is signed out and told why on the sign-in page.
 */
export function ConciergeLayout() {
  const { user, userQuery, isAuthenticated, signOut } = useAuth();
  const { refuse, api } = useServices();
  const refused = user !== null && !isConcierge(user);
  // The recovery codes a second factor set up on the enrolment screen brought: that screen stays to show
  // them once, though the current user no longer asks for a factor.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  useReloadOnRepeatNavigation(useLocation());
  // The account's language wins over this browser's when set; the header's switch saves to it.
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
  // Staff without a second factor (docs/SECURITY.md#staff-second-factor; a passkey under
  // CONSOLE_REQUIRE_PASSKEY): nothing else opens, and no console call is made, until one is set up.
  if (user.second_factor_enrollment_required || user.passkey_enrollment_required || freshCodes) {
    return (
      <EnrolFirst
        passkeyOnly={user.passkey_enrollment_required}
        codes={freshCodes}
        onCodes={setFreshCodes}
        onDone={() => setFreshCodes(null)}
      />
    );
  }

  return (
    <div className="console-layout">
      <SkipLink>{TEXTS.skipToContent}</SkipLink>
      <header className="console-header">
        <BrandLink to={paths.queue}>{TEXTS.appName}</BrandLink>
        <nav aria-label={TEXTS.navLabel} className="console-header__nav">
          <RouterLink to={paths.team}>{TEAM_TEXTS.nav}</RouterLink>
          <RouterLink to={paths.security}>{TEXTS.security.nav}</RouterLink>
          <RouterLink to={paths.devices}>{TEXTS.devices.nav}</RouterLink>
          <RouterLink to={paths.savedReplies}>{TEXTS.savedReplies.nav}</RouterLink>
          {user.role === 'admin' ? <RouterLink to={paths.apiTokens}>{API_TOKEN_TEXTS.nav}</RouterLink> : null}
          {user.role === 'admin' ? <RouterLink to={paths.webhooks}>{WEBHOOK_TEXTS.nav}</RouterLink> : null}
          {user.role === 'admin' ? (
            <RouterLink to={paths.accessRecord}>{ACCESS_RECORD_TEXTS.nav}</RouterLink>
          ) : null}
          {user.role === 'admin' ? (
            <RouterLink to={paths.dataExports}>{DATA_REQUEST_TEXTS.nav}</RouterLink>
          ) : null}
          {user.role === 'admin' ? (
            <RouterLink to={paths.dataRetention}>{DATA_RETENTION_TEXTS.nav}</RouterLink>
          ) : null}
          {user.role === 'admin' ? (
            <RouterLink to={paths.serviceLevels}>{SERVICE_LEVEL_TEXTS.nav}</RouterLink>
          ) : null}
          {user.role === 'admin' ? <RouterLink to={paths.reports}>{REPORT_TEXTS.nav}</RouterLink> : null}
        </nav>
        <div className="console-header__account">
          {/* No account settings page in the console: the language is chosen, and saved, here. */}
          <LanguageSwitch
            onChange={async (locale) => {
              await api.updateLocale(locale);
              await userQuery.refetch();
            }}
          />
          <span className="console-header__name">{user.full_name}</span>
          <SignOutButton signOut={signOut} label={TEXTS.signOut} busyLabel={TEXTS.signingOut} />
        </div>
      </header>
      <Outlet />
    </div>
  );
}

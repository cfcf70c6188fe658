import { Link as RouterLink } from 'react-router';
import { useAuth } from '@concierge/auth';
import { Button } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useSignOut } from '../../features/layout/use-sign-out';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { SendCodeStep } from './send-code-step';

/**
 * /mfa-enrollment (spec §2, §4): enrol a phone (enrollment available), or send and verify a code
 * (verification required). Which step shows follows the auth state machine of @concierge/auth.
 */
export function MfaEnrollmentPage() {
  usePageTitle('Two-step verification');
  const { state } = useAuth();
  const signOut = useSignOut();
  const { status, mfa } = state;
  const optional = mfa.enrollmentAvailable && !mfa.required && !mfa.verificationRequired;

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>Two-step verification</h1>
      {status === 'mfaCodeSent' ? (
        <CodeStep />
      ) : status === 'mfaVerificationRequired' ? (
        <SendCodeStep />
      ) : (
        <PhoneStep canSkip={optional && status === 'mfaEnrollmentAvailable'} />
      )}
      {status === 'signedIn' ? (
        <p>
          <RouterLink to={paths.dashboard}>Back to the dashboard</RouterLink>
        </p>
      ) : (
        <p>
          <Button variant="tertiary" onClick={() => void signOut()}>
            Sign in with another account
          </Button>
        </p>
      )}
    </main>
  );
}

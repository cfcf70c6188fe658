import { Link as RouterLink } from 'react-router';
import { useAuth } from '@concierge/auth';
import { Button } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useSignOut } from '../../features/layout/use-sign-out';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { PasskeySecondFactor } from '../../features/passkeys/passkey-second-factor';
import { PhoneStep } from './phone-step';
import { CodeStep, SendCodeStep } from './texted-code';
import { AnotherWay, FactorChoice, useMfaFactors } from '@concierge/account-ui/factor-choice';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';
import { useAppServices } from '../../app/services';
import { RecoveryCodeStep, TotpStep } from './factor-steps';
import { MFA_TEXTS as T } from './mfa-texts';

/**
 * Verification: the choice when the account has more than one factor; with the phone alone (or
 * when the list cannot be read) the spec's send-code step, exactly as before.
 */
function VerificationStep() {
  const factors = useMfaFactors(useAppServices().api);
  if (factors.isPending) {
    return (
      <p role="status" aria-busy="true">
        {FACTOR_TEXTS.loading}
      </p>
    );
  }
  const kinds = factors.data?.factors ?? [];
  if (kinds.length > 1) return <FactorChoice factors={kinds} />;
  // A passkey alone (no phone, no app, and its recovery codes all used): its step straight away.
  return kinds[0] === 'passkey' ? <PasskeySecondFactor /> : <SendCodeStep />;
}

/**
 * /mfa-enrollment (docs/screens.md#routes, docs/sign-in.md#sign-in-states): enrol a phone (enrollment available), or send and verify a code
 * (verification required). Which step shows follows the auth state machine of @concierge/auth.
 */
export function MfaEnrollmentPage() {
  usePageTitle(T.title);
  const { state } = useAuth();
  const signOut = useSignOut();
  const { status, mfa } = state;
  const optional = mfa.enrollmentAvailable && !mfa.required && !mfa.verificationRequired;

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      {status === 'mfaCodeSent' ? (
        <CodeStep />
      ) : status === 'mfaFactorChosen' ? (
        state.factor === 'recovery_code' ? (
          <RecoveryCodeStep />
        ) : state.factor === 'passkey' ? (
          <PasskeySecondFactor />
        ) : (
          <TotpStep />
        )
      ) : status === 'mfaVerificationRequired' ? (
        state.factor ? (
          <SendCodeStep />
        ) : (
          <VerificationStep />
        )
      ) : (
        <PhoneStep canSkip={optional && status === 'mfaEnrollmentAvailable'} />
      )}
      {state.factor ? <AnotherWay /> : null}
      {status === 'signedIn' ? (
        <p>
          <RouterLink to={paths.dashboard}>{T.backToDashboard}</RouterLink>
        </p>
      ) : (
        <p>
          <Button variant="tertiary" onClick={() => void signOut()}>
            {T.otherAccount}
          </Button>
        </p>
      )}
    </main>
  );
}

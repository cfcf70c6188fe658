import { useEffect } from 'react';
import { SendCodeStep, TextedCodeStep, type TextedCodeTexts } from '@concierge/account-ui/texted-code-steps';
import { useAuth } from '@concierge/auth';
import { Button, Message } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { TEXTS } from '../../app/texts';
import { isEnrollmentOptional } from '../../features/access/access-rules';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { PasskeyFactorStep } from '../../features/passkeys/passkey-buttons';
import { FactorChoice } from '@concierge/account-ui/factor-choice';
import { FactorCodeStep } from '@concierge/account-ui/factor-code-step';
import { AnotherWay, OnlyFactor, useConsoleMfaFactors } from './factor-steps';

/** The texted code's steps in the console's words, read when rendering. */
const textedCodeTexts = (): TextedCodeTexts => ({
  sendFormLabel: TEXTS.mfa.send,
  sendIntro: TEXTS.mfa.sendIntro,
  send: TEXTS.mfa.send,
  sending: TEXTS.mfa.sending,
  codeFormLabel: TEXTS.mfa.verify,
  codeIntro: TEXTS.mfa.codeIntro,
  codeLabel: TEXTS.mfa.code,
  codeRequired: TEXTS.mfa.codeRequired,
  verify: TEXTS.mfa.verify,
  verifying: TEXTS.mfa.verifying,
  resend: TEXTS.mfa.resend,
  resending: TEXTS.mfa.sending,
  resent: TEXTS.mfa.resent,
  codeWait: TEXTS.mfa.codeWait,
});

/** The choice when the account has several factors; with the phone alone, the texted code as before. */
function VerificationStep() {
  const factors = useConsoleMfaFactors();
  if (factors.isPending) return <PageLoading />;
  const kinds = factors.data?.factors ?? [];
  if (kinds.length > 1) return <FactorChoice factors={kinds} />;
  // A passkey alone (its recovery codes all used, or the only factor CONSOLE_REQUIRE_PASSKEY accepts): its
  // step at once. An app alone (the demo's staff): its code step. A phone alone: the texted code.
  if (kinds[0] === 'passkey') return <PasskeyFactorStep />;
  if (kinds[0] === 'totp') return <OnlyFactor factor="totp" />;
  return <SendCodeStep texts={textedCodeTexts()} />;
}

/** The pending MFA step after sign-in: send and verify a code, or say why the console cannot go on. */
export function MfaPage() {
  usePageTitle(TEXTS.mfa.title);
  const { state, skipMfaEnrollment, signOut } = useAuth();
  const skip = isEnrollmentOptional(state);
  useEffect(() => {
    if (skip) skipMfaEnrollment();
  }, [skip, skipMfaEnrollment]);
  if (skip) return <PageLoading />;

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <p className="brand">{TEXTS.appName}</p>
      <h1 tabIndex={-1}>{TEXTS.mfa.title}</h1>
      {state.status === 'mfaVerificationRequired' ? (
        state.factor ? (
          <SendCodeStep texts={textedCodeTexts()} />
        ) : (
          <VerificationStep />
        )
      ) : null}
      {state.status === 'mfaCodeSent' ? <TextedCodeStep texts={textedCodeTexts()} /> : null}
      {state.status === 'mfaFactorChosen' ? (
        state.factor === 'passkey' ? (
          <PasskeyFactorStep />
        ) : (
          <FactorCodeStep factor={state.factor === 'recovery_code' ? 'recovery_code' : 'totp'} />
        )
      ) : null}
      {state.factor ? <AnotherWay /> : null}
      {state.status === 'mfaEnrollmentAvailable' ? (
        <>
          <Message tone="warning">{TEXTS.mfa.enrollFirst}</Message>
          <p>
            <Button variant="secondary" onClick={() => void signOut()}>
              {TEXTS.signOut}
            </Button>
          </p>
        </>
      ) : null}
    </main>
  );
}

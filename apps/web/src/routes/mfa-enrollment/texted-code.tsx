import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';
import {
  SendCodeStep as SharedSendCodeStep,
  TextedCodeStep,
  type TextedCodeTexts,
} from '@concierge/account-ui/texted-code-steps';
import { TEXTS } from '../../app/texts';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { MFA_TEXTS } from './mfa-texts';

/** The texted code's steps in this app's words, read when rendering. */
const texts = (): TextedCodeTexts => ({
  sendFormLabel: MFA_TEXTS.sendCode.formLabel,
  sendIntro: MFA_TEXTS.sendCode.intro,
  send: MFA_TEXTS.sendCode.submit,
  sending: MFA_TEXTS.sendCode.submitting,
  codeFormLabel: MFA_TEXTS.code.formLabel,
  codeIntro: MFA_TEXTS.code.intro,
  codeLabel: MFA_TEXTS.code.label,
  codeRequired: FACTOR_TEXTS.required,
  verify: MFA_TEXTS.code.submit,
  verifying: MFA_TEXTS.code.submitting,
  resend: MFA_TEXTS.code.resend,
  resending: MFA_TEXTS.code.resending,
  resent: TEXTS.codeResent,
  codeWait: TEXTS.codeWait,
});

/** Verification for an enrolled account: text a code to the phone on file. */
export function SendCodeStep() {
  return <SharedSendCodeStep texts={texts()} />;
}

/** The last step: the texted code, checked with the contract's rules in the page's language. */
export function CodeStep() {
  return <TextedCodeStep texts={texts()} schema={async () => (await loadFormSchemas()).MfaVerifyBody} />;
}

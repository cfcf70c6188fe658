import { freshProofFor } from '@concierge/account-ui/fresh-proof';
import { useAppServices } from '../../app/services';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';
import { MFA_TEXTS } from '../../routes/mfa-enrollment/mfa-texts';
import { passkeyFailureText } from '../passkeys/passkey-failure-text';

/**
 * The account's fresh proof (docs/SECURITY.md#accounts-second-factors-and-file-access), the dialog of
 * @concierge/account-ui with this app's services and the names of its MFA step: wrap each factor change or
 * sign-out of other devices in `useAccountFreshProof().guard`, and render `<FreshProofDialog prompt={…} />`.
 */
export const { useAccountFreshProof, FreshProofDialog } = freshProofFor({
  useServices: useAppServices,
  useTexts: () => ({ factors: FACTOR_TEXTS, smsCodeLabel: MFA_TEXTS.code.label, passkeyFailureText }),
});

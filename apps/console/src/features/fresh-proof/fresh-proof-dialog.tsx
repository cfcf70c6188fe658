import { freshProofFor } from '@concierge/account-ui/fresh-proof';
import { PasskeyCancelled, useKitLocale } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

/**
 * The account's fresh proof (docs/SECURITY.md#accounts-second-factors-and-file-access), the dialog of
 * @concierge/account-ui with the console's services and the names of its MFA step.
 */
export const { useAccountFreshProof, FreshProofDialog } = freshProofFor({
  useServices,
  useTexts: () => {
    // A cancelled ceremony in the kit's words, in the kit's language (as the MFA step's passkey button).
    const { cancelled } = useKitLocale().texts.passkeyList;
    return {
      factors: FACTOR_TEXTS,
      smsCodeLabel: TEXTS.mfa.code,
      passkeyFailureText: (failure: unknown) =>
        failure instanceof PasskeyCancelled
          ? cancelled
          : failure instanceof Error
            ? failure.message
            : String(failure),
    };
  },
});

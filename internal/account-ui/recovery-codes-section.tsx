import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient, MfaFactorKind } from '@concierge/api-client';
import type { FreshProof } from '@concierge/auth';
import { Button, ConfirmDialog } from '@concierge/ui';
import { MFA_FACTORS_KEY } from './factor-choice';
import { RecoveryCodesPanel, type RecoveryCodesTexts } from './recovery-codes-panel';

/** The section's texts: each app's sign-in security texts (the web's has an intro and a question title). */
export interface RecoveryCodesSectionTexts extends RecoveryCodesTexts {
  codesIntro?: string | undefined;
  codesLeft: (left: number) => string;
  codesNone: string;
  regenerate: string;
  regenerateConfirmTitle: string;
  regenerateConfirmBody: string;
}

export interface RecoveryCodesSectionProps {
  api: Pick<ApiClient, 'regenerateRecoveryCodes'>;
  /** The account's factors, as `useMfaFactors` reads them. */
  factors: { factors: readonly MfaFactorKind[]; recoveryCodesRemaining: number };
  /** Runs the change after fresh proof when the server asks (the page's `useAccountFreshProof().guard`). */
  guard: FreshProof['guard'];
  /** A new set, shown this once (from here, or from the first factor added elsewhere on the page). */
  codes: string[] | null;
  onCodes: (codes: string[] | null) => void;
  texts: RecoveryCodesSectionTexts;
}

/**
 * The security page's recovery codes, in both apps (docs/sign-in-security.md#second-factors): how many are
 * left and a new set (confirmed, with fresh proof), or the new set shown once; none before the account's
 * first second factor.
 */
export function RecoveryCodesSection({
  api,
  factors,
  guard,
  codes,
  onCodes,
  texts: S,
}: RecoveryCodesSectionProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const regenerate = async () => {
    onCodes(await guard(() => api.regenerateRecoveryCodes()));
    await queryClient.invalidateQueries({ queryKey: MFA_FACTORS_KEY });
  };
  return (
    <section aria-labelledby="security-codes">
      <h2 id="security-codes">{S.codesHeading}</h2>
      {S.codesIntro ? <p>{S.codesIntro}</p> : null}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => onCodes(null)} texts={S} />
      ) : factors.factors.some((kind) => kind !== 'recovery_code') ? (
        <>
          <p>{S.codesLeft(factors.recoveryCodesRemaining)}</p>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {S.regenerate}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={S.regenerateConfirmTitle}
            description={S.regenerateConfirmBody}
            confirmLabel={S.regenerate}
            onConfirm={regenerate}
          />
        </>
      ) : (
        <p>{S.codesNone}</p>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ApiClient, MfaFactorKind } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Button } from '@concierge/ui';
import { FACTOR_TEXTS } from './factor-texts';

/** The texts of the choice, from the app's texts module (each app's catalogs translate them). */
export interface FactorChoiceTexts {
  chooseIntro: string;
  chooseLabel: string;
  kind: Record<MfaFactorKind, string>;
}

/** The query key of the account's second factors: what adds or removes one invalidates it. */
export const MFA_FACTORS_KEY = ['mfa-factors'] as const;

/**
 * The account's second factors (the MFA step's choice, the security page), read afresh each time a screen
 * asks: one may have been added or removed since, on another device.
 */
export function useMfaFactors(api: Pick<ApiClient, 'getMfaFactors'>) {
  return useQuery({ queryKey: MFA_FACTORS_KEY, queryFn: () => api.getMfaFactors(), staleTime: 0 });
}

/**
 * The MFA step's choice (docs/screens.md#the-mfa-step): one button per second factor the account has, in
 * the server's order (passkey, app, text, recovery code); choosing one shows its step.
 */
export function FactorChoice({
  factors,
  texts = FACTOR_TEXTS,
}: {
  factors: readonly MfaFactorKind[];
  texts?: FactorChoiceTexts;
}) {
  const { chooseMfaFactor } = useAuth();
  return (
    <section aria-labelledby="mfa-choose">
      <p id="mfa-choose">{texts.chooseIntro}</p>
      <ul className="mfa-factors" aria-label={texts.chooseLabel}>
        {factors.map((factor) => (
          <li key={factor}>
            <Button variant="secondary" onClick={() => chooseMfaFactor(factor)}>
              {texts.kind[factor]}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Back from a chosen factor's step to the choice. */
export function AnotherWay({ label = FACTOR_TEXTS.anotherWay }: { label?: string }) {
  const { clearMfaFactor } = useAuth();
  return (
    <p>
      <Button variant="tertiary" onClick={() => clearMfaFactor()}>
        {label}
      </Button>
    </p>
  );
}

import type { MfaFactorKind } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Button } from '@concierge/ui';

/** The texts of the choice, from the app's texts module (each app's catalogs translate them). */
export interface FactorChoiceTexts {
  chooseIntro: string;
  chooseLabel: string;
  kind: Record<MfaFactorKind, string>;
}

/**
 * The MFA step's choice (docs/screens.md#the-mfa-step): one button per second factor the account has, in
 * the server's order (passkey, app, text, recovery code); choosing one shows its step.
 */
export function FactorChoice({
  factors,
  texts,
}: {
  factors: readonly MfaFactorKind[];
  texts: FactorChoiceTexts;
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
export function AnotherWay({ label }: { label: string }) {
  const { clearMfaFactor } = useAuth();
  return (
    <p>
      <Button variant="tertiary" onClick={() => clearMfaFactor()}>
        {label}
      </Button>
    </p>
  );
}

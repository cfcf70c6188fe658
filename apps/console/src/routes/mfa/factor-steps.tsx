import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MfaFactorKind } from '@concierge/api-client';
import {
  AnotherWay as SharedAnotherWay,
  FactorChoice as SharedFactorChoice,
} from '@concierge/account-ui/factor-choice';
import { useAuth } from '@concierge/auth';
import { PageLoading } from '../../app/page-loading';
import { useServices } from '../../app/services';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

const F = FACTOR_TEXTS;

/** The account's second factors, read while the MFA step is pending. */
export function useMfaFactors() {
  const { api } = useServices();
  return useQuery({ queryKey: ['mfa-factors'], queryFn: () => api.getMfaFactors() });
}

/** Back to the choice of factor; only for accounts that have one (more than one factor). */
export function AnotherWay() {
  const factors = useMfaFactors();
  if ((factors.data?.factors.length ?? 0) < 2) return null;
  return <SharedAnotherWay label={F.anotherWay} />;
}

/**
 * The account's only factor needs no choice: chosen at once (an authenticator app alone, as the demo's
 * staff have: its code step follows).
 */
export function OnlyFactor({ factor }: { factor: MfaFactorKind }) {
  const { chooseMfaFactor } = useAuth();
  useEffect(() => {
    chooseMfaFactor(factor);
  }, [chooseMfaFactor, factor]);
  return <PageLoading />;
}

/** The choice of factor, with this app's texts. */
export function FactorChoice({ factors }: { factors: readonly MfaFactorKind[] }) {
  return <SharedFactorChoice factors={factors} texts={F} />;
}

/** The code of the authenticator app or a recovery code, whichever `factor` was chosen. */
export { FactorCodeStep } from '@concierge/account-ui/factor-code-step';

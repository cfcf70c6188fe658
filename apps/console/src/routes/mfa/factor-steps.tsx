import { useEffect } from 'react';
import type { MfaFactorKind } from '@concierge/api-client';
import { AnotherWay as BackToChoice, useMfaFactors } from '@concierge/account-ui/factor-choice';
import { useAuth } from '@concierge/auth';
import { PageLoading } from '../../app/page-loading';
import { useServices } from '../../app/services';

/** The account's second factors, read while the MFA step is pending. */
export const useConsoleMfaFactors = () => useMfaFactors(useServices().api);

/**
 * Back to the choice of factor; only for accounts that have one (more than one factor): the console picks
 * an only factor by itself (below), and a choice of one is none.
 */
export function AnotherWay() {
  const factors = useConsoleMfaFactors();
  if ((factors.data?.factors.length ?? 0) < 2) return null;
  return <BackToChoice />;
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

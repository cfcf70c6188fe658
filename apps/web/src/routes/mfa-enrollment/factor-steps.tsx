import { useQuery } from '@tanstack/react-query';
import type { MfaFactorKind } from '@concierge/api-client';
import {
  AnotherWay as SharedAnotherWay,
  FactorChoice as SharedFactorChoice,
} from '@concierge/account-ui/factor-choice';
import { FactorCodeStep } from '@concierge/account-ui/factor-code-step';
import { useAppServices } from '../../app/services';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

const F = FACTOR_TEXTS;

/** The account's second factors, read while the MFA step is pending. */
export function useMfaFactors() {
  const { api } = useAppServices();
  return useQuery({ queryKey: ['mfa-factors'], queryFn: () => api.getMfaFactors(), staleTime: 0 });
}

/** Back to the choice of factor; only for accounts that had a choice. */
export function AnotherWay() {
  return <SharedAnotherWay label={F.anotherWay} />;
}

/** The choice of factor, with this app's texts. */
export function FactorChoice({ factors }: { factors: readonly MfaFactorKind[] }) {
  return <SharedFactorChoice factors={factors} texts={F} />;
}

/** The authenticator app's code, checked with the contract's rules in the page's language. */
export function TotpStep() {
  return <FactorCodeStep factor="totp" schema={async () => (await loadFormSchemas()).TotpCodeBody} />;
}

/** One of the saved recovery codes. */
export function RecoveryCodeStep() {
  return (
    <FactorCodeStep factor="recovery_code" schema={async () => (await loadFormSchemas()).RecoveryCodeBody} />
  );
}

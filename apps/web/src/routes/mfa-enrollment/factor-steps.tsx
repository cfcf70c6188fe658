import { FactorCodeStep } from '@concierge/account-ui/factor-code-step';
import { loadFormSchemas } from '../../features/forms/form-schemas';

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

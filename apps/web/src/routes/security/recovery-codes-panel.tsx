import { RecoveryCodesPanel as AccountRecoveryCodesPanel } from '@concierge/account-ui/recovery-codes';
import { SECURITY_TEXTS } from './security-texts';

/** Recovery codes, shown this once: the shared panel (@concierge/account-ui) in this app's words. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return <AccountRecoveryCodesPanel codes={codes} onDone={onDone} texts={SECURITY_TEXTS} />;
}

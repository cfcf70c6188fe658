import { RecoveryCodesPanel as AccountRecoveryCodesPanel } from '@concierge/account-ui/recovery-codes';
import { TEXTS } from '../../app/texts';

/** Recovery codes shown this once: the shared panel (@concierge/account-ui) in the console's words. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return <AccountRecoveryCodesPanel codes={codes} onDone={onDone} texts={TEXTS.security} />;
}

import { RECOVERY_CODE_MAIL as T } from '../../mfa/messages.js';
import { EmailLayout, Muted } from './layout.js';

/** Sent at each use of a recovery code (issue 19): the owner learns of it, and what to do if it was not them. */
export function RecoveryCodeUsedEmail(props: { remaining: number; at: Date }) {
  return (
    <EmailLayout title={T.subject}>
      <p>{T.intro}</p>
      <Muted>{props.at.toUTCString()}</Muted>
      <p>{T.remaining(props.remaining)}</p>
      <p>{T.notYou}</p>
    </EmailLayout>
  );
}

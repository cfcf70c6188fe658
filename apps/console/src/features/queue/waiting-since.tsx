import { useLocale } from '@concierge/app-locale';
import { TEXTS } from '../../app/texts';
import { useNow } from './use-now';
import { formatWait } from './wait-duration';

/** "Waiting 3 h 5 min": since the requester last wrote (or the request was made). */
export function WaitingSince({ since }: { since: string }) {
  const now = useNow();
  const { locale } = useLocale();
  const waited = Math.max(0, now - Date.parse(since));
  return (
    <span className="queue-row__wait">
      {TEXTS.queue.waitingSince} <time dateTime={since}>{formatWait(waited, locale)}</time>
    </span>
  );
}

import type { RequestDue } from '@concierge/api-client';
import { useLocale } from '@concierge/app-locale';
import { Badge, type BadgeTone } from '@concierge/ui';
import { describeDue, type DueUrgency } from './business-time-left';

const TONES: Record<DueUrgency, BadgeTone> = { overdue: 'danger', warning: 'attention', calm: 'neutral' };

/**
 * What falls due next on a request, in business time ("Reply due in 25 min", "First reply overdue by 2 h"):
 * the warning colours within the policy's warning time, the alarm ones once overdue. The words carry the
 * meaning, so a reader who cannot tell the colours apart misses nothing. Nothing while no clock runs.
 */
export function DueBadge({ due }: { due: RequestDue | null }) {
  const { locale } = useLocale();
  if (!due) return null;
  const { text, urgency } = describeDue(due, locale);
  return (
    <Badge tone={TONES[urgency]} className="due-badge">
      {text}
    </Badge>
  );
}

import type { RequestDue } from '@concierge/api-client';
import { useDateTimeFormat } from '../formats/reader-formats';
import { DueBadge } from './due-badge';
import { DUE_TEXTS as T } from './due-texts';

/**
 * A request page's due line: the queue's badge, then the moment it falls due, since business time alone
 * ("due in 3 h") may reach into tomorrow's opening hours. Nothing while no clock runs.
 */
export function DueLine({ due }: { due: RequestDue | null }) {
  const format = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  if (!due) return null;
  return (
    <>
      <DueBadge due={due} />
      <span className="request-meta__due-at">
        {(due.business_minutes_left < 0 ? T.wasDueAt : T.dueAt)(format.format(new Date(due.due_at)))}
      </span>
    </>
  );
}

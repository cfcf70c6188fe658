import type { QueueView } from '@concierge/api-client';
import { Button } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { QUEUE_VIEWS } from '../../features/queue/status-moves';

/** Whose requests the queue shows: a group of toggle buttons (one pressed), each with its count. */
export function QueueViews({
  view,
  counts,
  onChange,
}: {
  view: QueueView;
  counts: Record<QueueView, number> | undefined;
  onChange: (view: QueueView) => void;
}) {
  return (
    <div className="queue__views" role="group" aria-label={TEXTS.queue.viewsLabel}>
      {QUEUE_VIEWS.map((each) => {
        const count = counts?.[each];
        const title = TEXTS.queue.view[each];
        return (
          <Button
            key={each}
            variant={each === view ? 'primary' : 'secondary'}
            aria-pressed={each === view}
            onClick={() => onChange(each)}
          >
            {count === undefined ? title : TEXTS.queue.viewWithCount(title, count)}
          </Button>
        );
      })}
    </div>
  );
}

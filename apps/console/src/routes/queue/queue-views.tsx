import type { QueueView } from '@concierge/api-client';
import { TEXTS } from '../../app/texts';
import { QUEUE_VIEWS } from '../../features/queue/status-moves';
import { PressedButtonGroup } from './pressed-button-group';

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
    <PressedButtonGroup
      className="queue__views"
      label={TEXTS.queue.viewsLabel}
      value={view}
      onChange={onChange}
      options={QUEUE_VIEWS.map((each) => {
        const count = counts?.[each];
        const title = TEXTS.queue.view[each];
        return { value: each, title: count === undefined ? title : TEXTS.queue.viewWithCount(title, count) };
      })}
    />
  );
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { QueueSort, QueueView, RequestState } from '@concierge/api-client';
import { Input, Tabs, toTabValue } from '@concierge/ui';
import { QUEUE_PARAMS } from '../../app/paths';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { DUE_TEXTS } from '../../features/due/due-texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { queueCountsQuery } from '../../features/queue/queue-queries';
import {
  parseQueueSort,
  parseQueueState,
  parseQueueView,
  QUEUE_SORT_PARAM,
  QUEUE_SORTS,
  QUEUE_STATES,
} from '../../features/queue/status-moves';
import { useDebouncedValue } from '../../features/queue/use-debounced-value';
import { QueueList } from './queue-list';
import { WeeklyRatingSummary } from '../../features/ratings/weekly-rating-summary';
import { AvailabilitySwitch } from './availability-switch';
import { DueNextPanel } from './due-next-panel';
import { PressedButtonGroup } from './pressed-button-group';
import { QueueViews } from './queue-views';

/**
 * The queue: the concierge's availability, what falls due next, whose requests (all, mine, unassigned) in
 * which order (due first, longest waiting), and three lists as tabs, each with its count, and a search they
 * all follow. View, order, list and search live in the URL.
 */
export function QueuePage() {
  usePageTitle(TEXTS.queue.title);
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const state = parseQueueState(params.get(QUEUE_PARAMS.state));
  const view = parseQueueView(params.get(QUEUE_PARAMS.view));
  const sort = parseQueueSort(params.get(QUEUE_SORT_PARAM));
  const [text, setText] = useState(params.get(QUEUE_PARAMS.q) ?? '');
  const q = useDebouncedValue(text.trim());
  const counts = useQuery(queueCountsQuery(api, state, view, q));

  const update = (next: { state?: RequestState; q?: string; view?: QueueView; sort?: QueueSort }) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        const nextState = next.state ?? state;
        const nextView = next.view ?? view;
        const nextQ = next.q ?? q;
        const nextSort = next.sort ?? sort;
        if (nextState === 'open') result.delete(QUEUE_PARAMS.state);
        else result.set(QUEUE_PARAMS.state, nextState);
        if (nextView === 'all') result.delete(QUEUE_PARAMS.view);
        else result.set(QUEUE_PARAMS.view, nextView);
        if (nextQ) result.set(QUEUE_PARAMS.q, nextQ);
        else result.delete(QUEUE_PARAMS.q);
        if (nextSort === 'due') result.delete(QUEUE_SORT_PARAM);
        else result.set(QUEUE_SORT_PARAM, nextSort);
        return result;
      },
      { replace: true },
    );

  // The settled search goes into the URL, so "back" from a request returns to the same list and search.
  useEffect(() => {
    if ((params.get(QUEUE_PARAMS.q) ?? '') !== q) update({ q });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the settled search changes only.
  }, [q]);

  // A tab's value comes from its title (kit rule), and the title carries the count: map through the index.
  const titles = QUEUE_STATES.map((each) => {
    const count = counts.data?.counts[each];
    return count === undefined
      ? TEXTS.queue.tab[each]
      : TEXTS.queue.tabWithCount(TEXTS.queue.tab[each], count);
  });
  const values = titles.map(toTabValue);

  return (
    <main id="main" className="cui-page queue">
      <h1 tabIndex={-1}>{TEXTS.queue.title}</h1>
      <AvailabilitySwitch />
      <DueNextPanel view={view} />
      <WeeklyRatingSummary />
      <div className="queue__search">
        <Input
          type="search"
          label={TEXTS.queue.search}
          name="q"
          autoComplete="off"
          value={text}
          onValueChange={setText}
        />
      </div>
      <div className="queue__controls">
        <QueueViews view={view} counts={counts.data?.views} onChange={(next) => update({ view: next })} />
        <PressedButtonGroup
          className="queue__sort"
          label={DUE_TEXTS.sortLabel}
          value={sort}
          onChange={(next) => update({ sort: next })}
          options={QUEUE_SORTS.map((each) => ({ value: each, title: DUE_TEXTS.sort[each] }))}
        />
      </div>
      <Tabs
        label={TEXTS.queue.tabsLabel}
        value={values[QUEUE_STATES.indexOf(state)]}
        onValueChange={(value) => update({ state: QUEUE_STATES[values.indexOf(value)] ?? 'open' })}
        tabs={QUEUE_STATES.map((each, index) => ({
          title: titles[index] ?? TEXTS.queue.tab[each],
          content: each === state ? <QueueList state={each} view={view} q={q} sort={sort} /> : null,
        }))}
      />
    </main>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError, type AnswerValue } from '@concierge/api-client';
import { Alert, Button } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { parseId, paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { QueryState } from '../requests/query-state';
import { requestKeys } from '../requests/request-queries';
import { surveyKeys } from './survey-queries';
import { SurveyItemForm } from './survey-item-form';
import { TEXTS } from '../../app/texts';
import { SURVEY_TEXTS as T } from './survey-texts';

/** The item being revisited with Back lives in `?item=`, so a reload shows the same question. */
export const ITEM_PARAM = 'item';

/**
 * One run of a request survey (docs/requests.md#states-and-transitions): items come one at a time; when the next item is null the run
 * is submitted (once: a fixed idempotency key per run), a toast confirms and the new request opens.
 */
export function SurveyFlow({ runId }: { runId: number }) {
  const { api, toasts, analytics } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const itemId = parseId(search.get(ITEM_PARAM) ?? undefined);
  // Bumped after every answer, so "the next item" is fetched afresh rather than read from the cache.
  const [answered, setAnswered] = useState(0);

  const query = useQuery({
    queryKey: [...surveyKeys.item(runId, itemId), answered],
    queryFn: async () => {
      const next = await api.getNextSurveyItem(runId, itemId ?? undefined);
      if (isApiError(next)) throw next;
      return next;
    },
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const submit = useMutation({
    mutationFn: async () => {
      const result = await api.submitSurvey(runId, `survey-run-${runId}-submit`);
      if (isApiError(result)) throw result;
      return result.requestId;
    },
    onSuccess: async (requestId) => {
      analytics.track('survey_submitted', { run: runId });
      toasts.add(TEXTS.requestSent, { type: 'success', autoDismiss: true });
      await queryClient.invalidateQueries({ queryKey: requestKeys.all });
      await navigate(paths.request(requestId), { replace: true });
    },
  });
  const submitStarted = useRef(false);
  const done = query.data === null;
  useEffect(() => {
    if (!done || submitStarted.current) return;
    submitStarted.current = true;
    submit.mutate();
  }, [done, submit]);

  // Keyboard and screen-reader users land on the new question, as they would on a new page.
  const shownItem = query.data?.item.id;
  const firstItem = useRef(true);
  useEffect(() => {
    if (shownItem === undefined) return;
    if (firstItem.current) {
      firstItem.current = false;
      return;
    }
    document.getElementById(`survey-item-${shownItem}`)?.focus();
  }, [shownItem]);

  const goToItem = (id: number | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (id === null) next.delete(ITEM_PARAM);
      else next.set(ITEM_PARAM, String(id));
      return next;
    });

  async function onAnswer(objectSatisfiedId: number, value: AnswerValue) {
    const saved = await api.answerSurveyItem(runId, { objectSatisfiedId, value });
    if (isApiError(saved)) throw saved;
    setAnswered((count) => count + 1);
    goToItem(null);
  }

  if (done) {
    return submit.isError ? (
      <Alert>
        {submit.error.message}{' '}
        <Button variant="tertiary" onClick={() => submit.mutate()}>
          {TEXTS.tryAgain}
        </Button>
      </Alert>
    ) : (
      <PageLoading label={T.sending} />
    );
  }
  return (
    <QueryState query={query} what={T.what} isEmpty={() => false} empty={{ title: '' }}>
      {(next) =>
        next ? (
          <SurveyItemForm
            key={next.item.id}
            next={next}
            onAnswer={(value) => onAnswer(next.item.id, value)}
            onBack={next.previous_item_id ? () => goToItem(next.previous_item_id) : null}
          />
        ) : null
      }
    </QueryState>
  );
}

import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Rating, type RatingScore, type ServiceRequest } from '@concierge/api-client';
import { useLocale } from '@concierge/app-locale';
import { useZodForm } from '@concierge/forms';
import { Alert, Button, Form, FormActions, Input, formatDate } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { QueryState } from '../../features/requests/query-state';
import { requestKeys } from '../../features/requests/request-queries';

const R = TEXTS.rating;
const SCORES: readonly RatingScore[] = ['good', 'okay', 'bad'];

/**
 * On a completed request: good / okay / bad, each saved by its one explicit click, and an
 * optional comment; changeable until the server's `changeable_until`.
 */
export function RequestRating({ request }: { request: ServiceRequest }) {
  const { api } = useAppServices();
  const headingId = useId();
  const key = [...requestKeys.detail(request.id), 'rating'] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.getRequestRating(request.id),
    enabled: request.state === 'completed',
  });
  if (request.state !== 'completed') return null;
  return (
    <section className="rating" aria-labelledby={headingId}>
      <h2 id={headingId}>{R.heading}</h2>
      <QueryState query={query} what={R.what} isEmpty={() => false} empty={{ title: '' }}>
        {(rating) => <RatingForm requestId={request.id} rating={rating} queryKey={key} />}
      </QueryState>
    </section>
  );
}

function RatingForm({
  requestId,
  rating,
  queryKey,
}: {
  requestId: number;
  rating: Rating | null;
  queryKey: readonly unknown[];
}) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const save = useMutation({
    mutationFn: (input: { score: RatingScore; comment: string }) => api.rateRequest(requestId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setAnnouncement(R.saved);
    },
  });
  // The comment is optional: the form only sends it with the score already given. A failure is the
  // mutation's, shown once below for the score buttons and the comment alike.
  const form = useZodForm({
    defaultValues: { comment: rating?.comment ?? '' },
    onSubmit: async ({ comment }) => {
      if (rating) await save.mutateAsync({ score: rating.score, comment }).catch(() => undefined);
    },
    fieldId: (name) => `rating-${requestId}-${name}`,
    fallbackError: MESSAGES.requestFailed,
  });
  const { comment } = form.values;
  // When the page showed the rating; a rating that locks while the page is open is refused by the server.
  const [shownAt] = useState(() => Date.now());
  const locked = rating !== null && Date.parse(rating.changeable_until) < shownAt;
  const current = rating?.score ?? null;
  const { locale } = useLocale();
  return (
    <>
      {rating ? null : <p>{R.intro}</p>}
      <div className="rating__scores" role="group" aria-label={R.groupLabel}>
        {SCORES.map((score) => (
          <Button
            key={score}
            variant={current === score ? 'primary' : 'secondary'}
            aria-pressed={current === score}
            disabled={locked || save.isPending}
            onClick={() => save.mutate({ score, comment })}
          >
            {R.scores[score]}
          </Button>
        ))}
      </div>
      {rating ? (
        <p>
          {R.yours(R.scores[rating.score])}{' '}
          {locked ? R.locked : R.changeableUntil(formatDate(rating.changeable_until, { locale }))}
        </p>
      ) : null}
      {rating && !locked ? (
        <Form onSubmit={form.handleSubmit} onFocus={form.prepare}>
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <Input type="textarea" label={R.commentLabel} {...form.field('comment')} />
          <FormActions>
            <Button type="submit" variant="secondary" loading={save.isPending}>
              {R.sendComment}
            </Button>
          </FormActions>
        </Form>
      ) : null}
      {save.isError ? <Alert>{save.error.message}</Alert> : null}
      <p className="cui-visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}

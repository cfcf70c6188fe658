import { useState } from 'react';
import { MESSAGES, type AnswerValue, type NextItem } from '@concierge/api-client';
import { useZodForm } from '@concierge/forms';
import { Alert, Button, Form, FormActions, ProgressBar } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { answerError, answerValue, draftFrom, type Draft } from './answer-rules';
import { SurveyAnswerInput } from './survey-answer-input';
import { SURVEY_TEXTS as T } from './survey-texts';

interface SurveyItemFormProps {
  next: NextItem;
  /** Sends the answer (null skips an optional item); rejects with a message to show. */
  onAnswer: (value: AnswerValue) => Promise<void>;
  onBack: (() => void) | null;
}

/** One survey item: its question, the input for its kind, and Back / Skip / Next (or Submit on the last). */
export function SurveyItemForm({ next, onAnswer, onBack }: SurveyItemFormProps) {
  const { item, optional, last_question: last, position, total } = next;
  const controlId = `survey-item-${item.id}`;
  const [sending, setSending] = useState<'answer' | 'skip' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The answer's rules are the item's (answer-rules.ts); a file still uploading cannot be sent yet.
  const form = useZodForm({
    defaultValues: { answer: draftFrom(item.kind, item.universal_answer), uploading: false },
    check: ({ answer, uploading }) => {
      const error = uploading ? TEXTS.answer.uploading : answerError(item.kind, answer, optional);
      return error ? { answer: error } : {};
    },
    onSubmit: ({ answer }) => {
      if (!sending) void send(answerValue(answer), 'answer');
    },
    fieldId: () => controlId,
    fallbackError: MESSAGES.requestFailed,
  });

  async function send(value: AnswerValue, kind: 'answer' | 'skip') {
    setSending(kind);
    setFailure(null);
    try {
      await onAnswer(value);
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause));
      setSending(null);
    }
  }

  const showsOwnQuestion = item.kind === 'choice' || item.kind === 'multi-choice';
  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit}
      onFocus={form.prepare}
      aria-label={T.formLabel}
      className="survey-item"
    >
      {position && total ? (
        <div className="survey-item__progress">
          <p>{T.position(position, total)}</p>
          <ProgressBar value={Math.round((position / total) * 100)} label={T.progressLabel} />
        </div>
      ) : null}
      {!showsOwnQuestion && item.description && item.kind !== 'file' ? (
        <p className="survey-item__description" dir="auto">
          {item.description}
        </p>
      ) : null}
      <SurveyAnswerInput
        item={item}
        id={controlId}
        required={!optional}
        draft={form.values.answer}
        onDraftChange={(draft: Draft) => form.setValue('answer', draft)}
        errorMessage={form.errors.answer}
        onUploadingChange={(uploading) => form.setValue('uploading', uploading)}
      />
      {(failure ?? form.formError) ? <Alert>{failure ?? form.formError}</Alert> : null}
      <FormActions>
        <Button type="submit" loading={sending === 'answer'} loadingLabel={T.saving}>
          {last ? T.submit : T.next}
        </Button>
        {optional ? (
          <Button
            variant="secondary"
            loading={sending === 'skip'}
            loadingLabel={T.skipping}
            disabled={sending !== null}
            onClick={() => void send(null, 'skip')}
          >
            {T.skip}
          </Button>
        ) : null}
        {onBack ? (
          <Button variant="tertiary" disabled={sending !== null} onClick={onBack}>
            {T.back}
          </Button>
        ) : null}
      </FormActions>
    </Form>
  );
}

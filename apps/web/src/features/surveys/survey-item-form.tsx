import { useState, type FormEvent } from 'react';
import type { AnswerValue, NextItem } from '@concierge/api-client';
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
  const [draft, setDraft] = useState<Draft>(() => draftFrom(item.kind, item.universal_answer));
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState<'answer' | 'skip' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = attempted
    ? uploading
      ? TEXTS.answer.uploading
      : answerError(item.kind, draft, optional)
    : null;

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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    if (uploading || answerError(item.kind, draft, optional)) {
      document.getElementById(controlId)?.focus();
      return;
    }
    void send(answerValue(draft), 'answer');
  }

  const showsOwnQuestion = item.kind === 'choice' || item.kind === 'multi-choice';
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={T.formLabel} className="survey-item">
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
        draft={draft}
        onDraftChange={setDraft}
        errorMessage={error ?? undefined}
        onUploadingChange={setUploading}
      />
      {failure ? <Alert>{failure}</Alert> : null}
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

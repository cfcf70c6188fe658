import { useMemo, useState } from 'react';
import type { SurveyItem } from '@concierge/api-client';
import { ChoiceGroup, FileUpload, Input } from '@concierge/ui';
import { createPresignedUpload } from '@concierge/uploader';
import { useAppServices } from '../../app/services';
import { FieldError } from '@concierge/forms';
import type { Draft } from './answer-rules';
import { SURVEY_TEXTS } from './survey-texts';

interface SurveyAnswerInputProps {
  item: SurveyItem;
  /** The control's id (the form focuses it when invalid); the question is its label. */
  id: string;
  required: boolean;
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  errorMessage: string | undefined;
  /** File items: true while a file is on its way, so the form waits for its key. */
  onUploadingChange: (uploading: boolean) => void;
}

/** One answer (radios) or several (checkboxes): the kit's ChoiceGroup, its fieldset focused when invalid. */
function ChoiceAnswer({ item, id, required, draft, onDraftChange, errorMessage }: SurveyAnswerInputProps) {
  const common = {
    id,
    legend: item.question,
    name: `item-${item.id}`,
    options: item.options.map((option) => ({ value: option, label: option })),
    required,
    errorMessage,
    ...(item.description ? { description: item.description } : {}),
  };
  if (item.kind === 'multi-choice') {
    const selected = Array.isArray(draft) ? draft : draft ? [draft] : [];
    return <ChoiceGroup {...common} type="checkbox" value={selected} onValueChange={onDraftChange} />;
  }
  const selected = Array.isArray(draft) ? (draft[0] ?? null) : draft || null;
  return <ChoiceGroup {...common} type="radio" value={selected} onValueChange={onDraftChange} />;
}

function FileAnswer({ item, draft, onDraftChange, errorMessage, onUploadingChange }: SurveyAnswerInputProps) {
  const { api } = useAppServices();
  const presigned = useMemo(() => createPresignedUpload(api), [api]);
  // A file from an earlier answer (back, or a reload) is kept unless a new one is chosen.
  const [kept] = useState(() => (typeof draft === 'string' && draft ? draft : null));
  return (
    <div className="survey-item__file">
      <FileUpload
        label={item.question}
        autoUpload
        hint={item.description || undefined}
        upload={async (file, options) => {
          onUploadingChange(true);
          try {
            // The stored key is the answer; the server checks the file before accepting it.
            onDraftChange(await presigned(file, options));
          } finally {
            onUploadingChange(false);
          }
        }}
        onFileSelected={() => onDraftChange('')}
      />
      {kept && draft === kept ? <p className="survey-item__note">{SURVEY_TEXTS.earlierFile}</p> : null}
      {errorMessage ? <FieldError id={`${item.id}-file-error`} message={errorMessage} /> : null}
    </div>
  );
}

/** The input that fits the item's kind (each kind with the right input; files use FileUpload). */
export function SurveyAnswerInput(props: SurveyAnswerInputProps) {
  const { item, id, required, draft, onDraftChange, errorMessage } = props;
  const text = typeof draft === 'string' ? draft : draft.join(', ');
  switch (item.kind) {
    case 'choice':
    case 'multi-choice':
      return <ChoiceAnswer {...props} />;
    case 'file':
      return <FileAnswer {...props} />;
    case 'number':
      return (
        <Input
          id={id}
          type="number"
          label={item.question}
          name={`item-${item.id}`}
          required={required}
          value={text === '' ? null : Number(text)}
          onValueChange={(value) => onDraftChange(value === null ? '' : String(value))}
          errorMessage={errorMessage}
        />
      );
    case 'textarea':
      return (
        <Input
          id={id}
          type="textarea"
          rows={4}
          label={item.question}
          name={`item-${item.id}`}
          required={required}
          value={text}
          onValueChange={onDraftChange}
          errorMessage={errorMessage}
        />
      );
    default:
      return (
        <Input
          id={id}
          type={item.kind}
          label={item.question}
          name={`item-${item.id}`}
          required={required}
          autoComplete={item.kind === 'email' ? 'email' : item.kind === 'tel' ? 'tel' : 'off'}
          value={text}
          onValueChange={onDraftChange}
          errorMessage={errorMessage}
        />
      );
  }
}

import { useMemo, useState } from 'react';
import type { SurveyItem } from '@concierge/api-client';
import { Chip, FileUpload, Input } from '@concierge/ui';
import { createPresignedUpload } from '@concierge/uploader';
import { useAppServices } from '../../app/services';
import { FieldError } from '../forms/field-error';
import type { Draft } from './answer-rules';

/** Spec §5: fields not marked required end their label with this (the kit keeps its copy private). */
const OPTIONAL_SUFFIX = ' (optional)';

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

function ChoiceGroup({ item, id, required, draft, onDraftChange, errorMessage }: SurveyAnswerInputProps) {
  const multiple = item.kind === 'multi-choice';
  const selected = Array.isArray(draft) ? draft : draft ? [draft] : [];
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`choice-group${errorMessage ? ' cui-field--invalid' : ''}`}
      // One answer: a radio group, which can carry "required"; several: a plain group.
      role={multiple ? undefined : 'radiogroup'}
      aria-describedby={errorMessage ? errorId : undefined}
      aria-required={!multiple && required ? true : undefined}
      aria-invalid={errorMessage && !multiple ? true : undefined}
    >
      <legend className="survey-item__question" id={id} tabIndex={-1}>
        {item.question}
        {required ? null : <span className="cui-field__optional">{OPTIONAL_SUFFIX}</span>}
      </legend>
      {item.description ? <p className="survey-item__description">{item.description}</p> : null}
      <div className="choice-group__options">
        {item.options.map((option) =>
          multiple ? (
            <Chip
              key={option}
              variant="checkbox"
              name={`item-${item.id}`}
              value={option}
              title={option}
              description=""
              selected={selected.includes(option)}
              onSelectedChange={(on) =>
                onDraftChange(on ? [...selected, option] : selected.filter((value) => value !== option))
              }
            />
          ) : (
            <Chip
              key={option}
              variant="radio"
              name={`item-${item.id}`}
              value={option}
              title={option}
              description=""
              selected={selected[0] === option}
              onSelectedChange={(on) => on && onDraftChange(option)}
            />
          ),
        )}
      </div>
      {errorMessage ? <FieldError id={errorId} message={errorMessage} /> : null}
    </fieldset>
  );
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
      {kept && draft === kept ? (
        <p className="survey-item__note">Your earlier file is attached; choose another to replace it.</p>
      ) : null}
      {errorMessage ? <FieldError id={`${item.id}-file-error`} message={errorMessage} /> : null}
    </div>
  );
}

/** The input that fits the item's kind (issue 9: each kind with the right input; files use FileUpload). */
export function SurveyAnswerInput(props: SurveyAnswerInputProps) {
  const { item, id, required, draft, onDraftChange, errorMessage } = props;
  const text = typeof draft === 'string' ? draft : draft.join(', ');
  switch (item.kind) {
    case 'choice':
    case 'multi-choice':
      return <ChoiceGroup {...props} />;
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

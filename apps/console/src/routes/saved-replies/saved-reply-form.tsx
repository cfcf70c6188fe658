import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, type SavedReply } from '@concierge/api-client';
import { Alert, Button, Form, FormActions, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { composerHtml } from '../../features/composer/composer-html';
import { RichTextField } from '../../features/composer/rich-text-field';
import { queueKeys } from '../../features/queue/queue-queries';
import { hasErrors, validateSavedReply, type SavedReplyErrors } from './saved-reply-validation';

const T = TEXTS.savedReplies;

interface SavedReplyFormProps {
  /** The reply being edited; a new one when absent. */
  reply?: SavedReply | undefined;
  /** After a save or a cancel: the page closes the form and puts focus back where it was. */
  onDone: (saved: SavedReply | null) => void;
}

/** Creates or edits one saved reply: a title and the reply in the composer's rich text. */
export function SavedReplyForm({ reply, onDone }: SavedReplyFormProps) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const titleId = useId();
  const [title, setTitle] = useState(reply?.title ?? '');
  const [errors, setErrors] = useState<SavedReplyErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const onEditor = useCallback((editor: Editor | null) => {
    editorRef.current = editor;
  }, []);

  // The form replaces the button that opened it: focus moves into it rather than to the page's start.
  useEffect(() => document.getElementById(titleId)?.focus(), [titleId]);

  const save = useMutation({
    mutationFn: (draft: { title: string; bodyHtml: string }) =>
      reply ? api.updateSavedReply(reply.id, draft) : api.createSavedReply(draft),
    onSuccess: async (saved) => {
      toasts.add((reply ? T.updated : T.created)(saved.title), { autoDismiss: true });
      await queryClient.invalidateQueries({ queryKey: queueKeys.savedReplies });
      onDone(saved);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 404) {
        setProblem(T.gone);
        void queryClient.invalidateQueries({ queryKey: queueKeys.savedReplies });
        return;
      }
      // A 422 says which rule (e.g. a body that is only markup the sanitizer removes): its message is ours.
      setProblem(isApiError(error) && error.status === 422 ? error.message : T.failed);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const editor = editorRef.current;
    const draft = { title: title.trim(), bodyHtml: editor ? composerHtml(editor) : '' };
    const found = validateSavedReply(draft);
    setErrors(found);
    setProblem(null);
    if (hasErrors(found)) {
      if (found.title) document.getElementById(titleId)?.focus();
      else editor?.commands.focus();
      return;
    }
    save.mutate(draft);
  }

  return (
    <section className="saved-reply-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{reply ? T.editHeading(reply.title) : T.newHeading}</h2>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <Input
          id={titleId}
          label={T.titleLabel}
          name="title"
          hint={T.titleHint}
          required
          autoComplete="off"
          value={title}
          onValueChange={(value) => {
            setTitle(value);
            if (errors.title) setErrors((current) => ({ ...current, title: undefined }));
          }}
          errorMessage={errors.title}
        />
        <RichTextField
          label={T.bodyLabel}
          initialHtml={reply?.body_html ?? ''}
          errorMessage={errors.body}
          onEditor={onEditor}
          onChange={() => {
            if (errors.body) setErrors((current) => ({ ...current, body: undefined }));
          }}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        <FormActions>
          <Button type="submit" loading={save.isPending} loadingLabel={T.saving}>
            {T.save}
          </Button>
          <Button variant="secondary" onClick={() => onDone(null)}>
            {T.cancel}
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, type SavedReply } from '@concierge/api-client';
import { useZodForm } from '@concierge/forms';
import { Alert, Button, Form, FormActions, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { composerHtml } from '../../features/composer/composer-html';
import { RichTextField } from '../../features/composer/rich-text-field';
import { queueKeys } from '../../features/queue/queue-queries';
import { validateSavedReply } from './saved-reply-validation';

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
  const bodyId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const onEditor = useCallback((editor: Editor | null) => {
    editorRef.current = editor;
  }, []);
  const bodyHtml = () => (editorRef.current ? composerHtml(editorRef.current) : '');

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

  // The body is the editor's: its HTML is mirrored into the form as it changes, for the rules.
  const form = useZodForm({
    defaultValues: { title: reply?.title ?? '', body: reply?.body_html ?? '' },
    check: ({ title, body }) => validateSavedReply({ title, bodyHtml: body }),
    onSubmit: async ({ title }) => {
      setProblem(null);
      // The failure is said by the mutation's onError, above.
      await save.mutateAsync({ title: title.trim(), bodyHtml: bodyHtml() }).catch(() => undefined);
    },
    fieldId: (name) => (name === 'title' ? titleId : bodyId),
    fallbackError: T.failed,
  });

  return (
    <section className="saved-reply-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{reply ? T.editHeading(reply.title) : T.newHeading}</h2>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby={headingId}>
        <Input {...form.field('title')} label={T.titleLabel} hint={T.titleHint} required autoComplete="off" />
        <RichTextField
          id={bodyId}
          label={T.bodyLabel}
          initialHtml={reply?.body_html ?? ''}
          errorMessage={form.errors.body}
          onEditor={onEditor}
          onChange={() => form.setValue('body', bodyHtml())}
        />
        {(problem ?? form.formError) ? <Alert>{problem ?? form.formError}</Alert> : null}
        <FormActions>
          <Button type="submit" loading={form.submitting} loadingLabel={T.saving}>
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

import { useId, useMemo, useState, type FormEvent } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, UPLOAD_MAX_BYTES } from '@concierge/api-client';
import { useLocale } from '@concierge/app-locale';
import { Alert, Button, FileUpload, Form } from '@concierge/ui';
import { createPresignedUpload, formatFileSize } from '@concierge/uploader';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { queueKeys, queueRequestQuery } from '../queue/queue-queries';
import { ComposerToolbar } from './composer-toolbar';
import { composerHtml, sendSignature } from './composer-html';
import { createComposerExtensions } from './composer-extensions';
import { createDraftStorage } from './draft-storage';
import { LinkField } from './link-field';
import { SavedReplyPicker } from './saved-reply-picker';
import './composer.css';
import { SubmitActions } from '@concierge/forms';
import { newestMessageId as newestOf, useSeenMessage } from '@concierge/live-updates';

/** The server's code when the requester wrote after the newest message this screen showed. */
const UNSEEN_REPLY = 'unseen-reply';

interface ReplyComposerProps {
  requestId: number;
  /** The signed-in concierge: drafts are kept per person and request. */
  userId: string;
  /** The newest message of the thread on screen: a requester's message after it refuses the send once. */
  newestMessageId: number;
  /** Called on every change of the text: the page tells colleagues "typing" (routes/request/use-presence.ts). */
  onTyping?: () => void;
}

/**
 * The reply: rich text limited to what the server keeps, one optional attachment, sent once with an
 * idempotency key. The draft is saved as it is typed and survives a reload; a successful send clears it.
 */
export function ReplyComposer({ requestId, userId, newestMessageId, onTyping }: ReplyComposerProps) {
  const { api, toasts } = useServices();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const labelId = useId();
  const drafts = useMemo(() => createDraftStorage(window.localStorage), []);
  const presigned = useMemo(() => createPresignedUpload(api), [api]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [attachmentKey, setAttachmentKey] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // Bumped after a send: a fresh FileUpload, with no file left from the sent reply.
  const [uploadGeneration, setUploadGeneration] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // A reply the requester sees, or an internal note for the team: one composer, two modes.
  const [internal, setInternal] = useState(false);

  // Made once per composer: the editor is created from the first render's options.
  const extensions = useMemo(() => createComposerExtensions({ onLinkShortcut: () => setLinkOpen(true) }), []);
  const [initialHtml] = useState(() => drafts.load(userId, requestId).html);

  const editor = useEditor({
    extensions,
    content: initialHtml,
    // The CSP refuses injected <style> elements: the base styles ship in composer.css instead.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        // Written in either direction: an English reply on an Arabic page runs left to right.
        dir: 'auto',
        'aria-labelledby': labelId,
        class: 'composer__editor',
      },
    },
    onUpdate: ({ editor: current }) => {
      setProblem(null);
      onTyping?.();
      drafts.save(userId, requestId, current.isEmpty ? '' : current.getHTML());
    },
  });

  // A requester's message that arrives while the concierge writes stops the reply once, and is shown.
  const seen = useSeenMessage(newestMessageId, () => editor?.isEmpty === false);

  const send = useMutation({
    mutationFn: (reply: {
      bodyHtml: string;
      attachmentKeys: string[];
      idempotencyKey: string;
      internal: boolean;
    }) => api.postConciergeMessage(requestId, { ...reply, seenMessageId: seen.current() }),
    onSuccess: (_message, reply) => {
      drafts.clear(userId, requestId);
      editor?.commands.clearContent(true);
      setAttachmentKey(null);
      setUploadGeneration((generation) => generation + 1);
      toasts.add(reply.internal ? TEXTS.composer.sentInternal : TEXTS.composer.sent, { autoDismiss: true });
      void queryClient.invalidateQueries({ queryKey: queueKeys.all });
    },
    onError: (error) => {
      // The thread is read again, so the message shows above; the draft stays, and the next send goes.
      if (isApiError(error) && error.body?.code === UNSEEN_REPLY) {
        void queryClient
          .fetchQuery(queueRequestQuery(api, requestId))
          .then((fresh) => seen.acknowledge(newestOf(fresh.request.messages)))
          .catch(() => undefined);
      }
      setProblem(
        isApiError(error) && error.status !== undefined && error.status < 500
          ? error.message
          : TEXTS.composer.failed,
      );
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!editor || send.isPending) return;
    if (uploading) return setProblem(TEXTS.composer.uploading);
    const bodyHtml = composerHtml(editor);
    if (!bodyHtml) {
      setProblem(TEXTS.composer.empty);
      editor.commands.focus();
      return;
    }
    const attachmentKeys = attachmentKey ? [attachmentKey] : [];
    // The mode is part of what is sent: the same text as a note and as a reply are two messages.
    const signature = `${internal ? 'internal:' : ''}${sendSignature(bodyHtml, attachmentKey)}`;
    const idempotencyKey = drafts.keyFor(userId, requestId, signature);
    setProblem(null);
    send.mutate({ bodyHtml, attachmentKeys, idempotencyKey, internal });
  }

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelId}
      className={internal ? 'composer composer--internal' : 'composer'}
    >
      <div className="composer__modes" role="group" aria-label={TEXTS.composer.modeLabel}>
        <Button
          variant={internal ? 'secondary' : 'primary'}
          aria-pressed={!internal}
          onClick={() => setInternal(false)}
        >
          {TEXTS.composer.modeReply}
        </Button>
        <Button
          variant={internal ? 'primary' : 'secondary'}
          aria-pressed={internal}
          onClick={() => setInternal(true)}
        >
          {TEXTS.composer.modeInternal}
        </Button>
      </div>
      <p className="composer__label" id={labelId}>
        {internal ? TEXTS.composer.internalLabel : TEXTS.composer.label}
      </p>
      {editor ? (
        <SavedReplyPicker onInsert={(html) => editor.chain().focus().insertContent(html).run()} />
      ) : null}
      {editor ? <ComposerToolbar editor={editor} onLink={() => setLinkOpen(true)} /> : null}
      {editor && linkOpen ? <LinkField editor={editor} onClose={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
      <FileUpload
        key={uploadGeneration}
        label={TEXTS.composer.attachment}
        hint={TEXTS.composer.attachmentHint(formatFileSize(UPLOAD_MAX_BYTES, locale))}
        autoUpload
        upload={async (file, options) => {
          setUploading(true);
          try {
            // The stored key goes with the reply; the server checks the file before accepting it.
            setAttachmentKey(await presigned(file, options));
          } finally {
            setUploading(false);
          }
        }}
        onFileSelected={() => setAttachmentKey(null)}
      />
      {problem ? <Alert>{problem}</Alert> : null}
      <SubmitActions busy={send.isPending} busyLabel={TEXTS.composer.sending}>
        {internal ? TEXTS.composer.sendInternal : TEXTS.composer.send}
      </SubmitActions>
    </Form>
  );
}

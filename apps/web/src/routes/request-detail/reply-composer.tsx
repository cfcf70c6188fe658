import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_STATUS, isApiError, type Message, type ServiceRequest } from '@concierge/api-client';
import { Alert, Form, Input } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { replyBodyHtml } from '../../features/conversation/reply-body';
import { isEmptyDraft, type ReplyDraft } from '../../features/conversation/reply-drafts';
import { useReplyDraft } from '../../features/conversation/use-reply-draft';
import { requestDetailQuery, requestKeys } from '../../features/requests/request-queries';
import { ReplyAttachment } from './reply-attachment';
import { SubmitActions } from '@concierge/forms';
import { newestMessageId, useSeenMessage } from '@concierge/live-updates';

const T = TEXTS.conversation;
const MESSAGE_FIELD_ID = 'reply-message';
/** The composer's heading: focusable, so the page can place focus on it after completing the request. */
export const REPLY_HEADING_ID = 'reply-heading';

/** The server's code when an idempotency key comes back with a different message (apps/api idempotency). */
const KEY_REUSED = 'idempotency-key-reused';
/** The server's code when a reply came from the concierge after the newest message this screen showed. */
const UNSEEN_REPLY = 'unseen-reply';

/** The request as it is right after the reply: the message at the end, and a completed request reopened. */
function withReply(request: ServiceRequest, message: Message): ServiceRequest {
  const known = request.messages.some((existing) => existing.id === message.id);
  return {
    ...request,
    messages: known ? request.messages : [...request.messages, message],
    awaiting_user: false,
    ...(request.state === 'completed' ? { state: 'open', status: DEFAULT_STATUS.open } : {}),
  };
}

/**
 * The requester's reply: plain text (made into safe paragraph HTML here) and one optional file.
 * The draft is saved as it is written and cleared once sent; a failed send keeps it and says why.
 */
export function ReplyComposer({ request, userId }: { request: ServiceRequest; userId: string }) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const { draft, update, discard, renewKey } = useReplyDraft(userId, request.id);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const completed = request.state === 'completed';
  // A concierge's reply that arrives while the requester writes stops the send once, and is shown.
  const seen = useSeenMessage(newestMessageId(request.messages), () => !isEmptyDraft(draft));

  const send = useMutation({
    mutationFn: (sent: ReplyDraft) =>
      api.postRequestMessage(request.id, {
        bodyHtml: replyBodyHtml(sent),
        attachmentKeys: sent.attachment ? [sent.attachment.key] : [],
        idempotencyKey: sent.idempotencyKey,
        seenMessageId: seen.current(),
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<ServiceRequest>(
        requestKeys.detail(request.id),
        (current) => current && withReply(current, message),
      );
      // The lists (state, waiting-on-you) and the reopening's system note come from the server.
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      discard();
      setAttempted(false);
      setAnnouncement(completed ? T.reopened : T.sent);
    },
    onError: (error) => {
      if (isApiError(error) && error.body?.code === KEY_REUSED) {
        renewKey();
        void queryClient.invalidateQueries({ queryKey: requestKeys.detail(request.id) });
      }
      // The thread is read again, so the reply shows above; the draft stays, and the next send goes.
      if (isApiError(error) && error.body?.code === UNSEEN_REPLY) {
        void queryClient
          .fetchQuery(requestDetailQuery(api, request.id))
          .then((fresh) => seen.acknowledge(newestMessageId(fresh.messages)))
          .catch(() => undefined);
      }
    },
  });

  // The field is disabled while sending, which drops focus; once it is enabled again (a render after the
  // mutation settles, so not in `onSettled`), focus goes back to it for the next message or a retry.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !send.isPending) messageRef.current?.focus();
    wasSending.current = send.isPending;
  }, [send.isPending]);

  const problem = uploading ? T.uploading : isEmptyDraft(draft) ? T.empty : null;
  const failure = send.isError
    ? isApiError(send.error) && send.error.body?.code === KEY_REUSED
      ? T.alreadySent
      : send.error.message
    : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setAttempted(true);
    setAnnouncement('');
    if (problem) {
      messageRef.current?.focus();
      return;
    }
    send.mutate(draft);
  }

  return (
    <section className="request-detail__section reply" aria-labelledby={REPLY_HEADING_ID}>
      <h2 id={REPLY_HEADING_ID} tabIndex={-1}>
        {completed ? T.reopenHeading : T.replyHeading}
      </h2>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={REPLY_HEADING_ID} className="reply__form">
        <Input
          ref={messageRef}
          id={MESSAGE_FIELD_ID}
          type="textarea"
          rows={4}
          name="message"
          label={T.messageLabel}
          // Read with the field, so a screen reader hears what sending will do before writing.
          hint={completed ? T.reopenHint : undefined}
          // With a file attached the words are optional (the label then says so).
          required={draft.attachment === null}
          disabled={send.isPending}
          value={draft.text}
          onValueChange={(text) => update({ text })}
          errorMessage={attempted && problem ? problem : undefined}
        />
        <ReplyAttachment
          attachment={draft.attachment}
          onAttach={(attachment) => update({ attachment })}
          onRemove={() => update({ attachment: null })}
          onUploadingChange={setUploading}
          disabled={send.isPending}
        />
        {failure ? <Alert>{failure}</Alert> : null}
        <SubmitActions busy={send.isPending} busyLabel={T.sending}>
          {completed ? T.sendAndReopen : T.send}
        </SubmitActions>
        <p className="cui-visually-hidden" role="status">
          {announcement}
        </p>
      </Form>
    </section>
  );
}

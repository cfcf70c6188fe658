import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type SavedReply } from '@concierge/api-client';
import { Button, ConfirmDialog, EmptyState, SafeHtml } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/query-state/query-state';
import { queueKeys, savedRepliesQuery } from '../../features/queue/queue-queries';
import { SavedReplyForm } from './saved-reply-form';

const T = TEXTS.savedReplies;
const NEW_BUTTON_ID = 'saved-reply-new';
const editButtonId = (id: number) => `saved-reply-edit-${id}`;

/** Deletes one reply after the kit's confirmation; a reply a colleague deleted first counts as deleted. */
function DeleteAction({ reply, onDeleted }: { reply: SavedReply; onDeleted: () => void }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={T.deleteTitle(reply.title)}
      description={T.deleteDescription}
      confirmLabel={T.delete}
      tone="danger"
      errorMessage={T.deleteFailed}
      trigger={
        <Button variant="secondary" aria-label={T.deleteNamed(reply.title)}>
          {T.delete}
        </Button>
      }
      onConfirm={async () => {
        try {
          await api.deleteSavedReply(reply.id);
        } catch (error) {
          if (!isApiError(error) || error.status !== 404) throw error;
        }
        toasts.add(T.deleted(reply.title), { autoDismiss: true });
        await queryClient.invalidateQueries({ queryKey: queueKeys.savedReplies });
        onDeleted();
      }}
    />
  );
}

/**
 * The team's saved replies: every concierge creates, edits and deletes them here; the composer
 * of a request inserts them. One form at a time, in place of the button or the reply it came from.
 */
export function SavedRepliesPage() {
  usePageTitle(T.title);
  const { api } = useServices();
  const query = useQuery(savedRepliesQuery(api));
  const dateFormat = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [editing, setEditing] = useState<'new' | number | null>(null);
  // Where focus goes once a form closes or a reply is deleted (the button it came from, or "New"): the
  // element exists only after the next render, so every render tries until it is there.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const element = focusNext.current ? document.getElementById(focusNext.current) : null;
    if (!element) return;
    element.focus();
    focusNext.current = null;
  });

  const close = (returnTo: string) => {
    focusNext.current = returnTo;
    setEditing(null);
  };
  const replies = query.data ?? [];

  return (
    <main id="main" className="cui-page saved-replies-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{T.intro}</p>
      {editing === 'new' ? (
        <SavedReplyForm onDone={() => close(NEW_BUTTON_ID)} />
      ) : (
        <Button id={NEW_BUTTON_ID} onClick={() => setEditing('new')}>
          {T.add}
        </Button>
      )}
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.what}
      >
        {replies.length === 0 && editing !== 'new' ? (
          <EmptyState title={T.empty} description={T.emptyHint} headingLevel={2} />
        ) : null}
        {replies.length ? (
          <ul className="saved-replies" aria-label={T.listLabel}>
            {replies.map((reply) => (
              <li key={reply.id} className="saved-replies__item">
                {editing === reply.id ? (
                  <SavedReplyForm reply={reply} onDone={() => close(editButtonId(reply.id))} />
                ) : (
                  <>
                    {/* The team's words, in their own direction. */}
                    <h2 className="saved-replies__title">
                      <bdi>{reply.title}</bdi>
                    </h2>
                    <div dir="auto">
                      <SafeHtml className="saved-replies__body" html={reply.body_html} />
                    </div>
                    <p className="saved-replies__meta">
                      {T.updatedAt(dateFormat.format(new Date(reply.updated_at)))}
                    </p>
                    <div className="saved-replies__actions">
                      <Button
                        id={editButtonId(reply.id)}
                        variant="secondary"
                        aria-label={T.editNamed(reply.title)}
                        disabled={editing !== null}
                        onClick={() => setEditing(reply.id)}
                      >
                        {T.edit}
                      </Button>
                      <DeleteAction reply={reply} onDeleted={() => (focusNext.current = NEW_BUTTON_ID)} />
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </QueryState>
    </main>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useLocale } from '@concierge/app-locale';
import { Button, FileUpload } from '@concierge/ui';
import { createPresignedUpload, formatFileSize } from '@concierge/uploader';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import type { DraftAttachment } from '../../features/conversation/reply-drafts';

const T = TEXTS.conversation;

interface ReplyAttachmentProps {
  /** The uploaded file of the draft, or null while there is none. */
  attachment: DraftAttachment | null;
  onAttach: (attachment: DraftAttachment) => void;
  onRemove: () => void;
  /** True while a file is on its way, so the composer waits for its key before sending. */
  onUploadingChange: (uploading: boolean) => void;
  disabled: boolean;
}

/**
 * The reply's one optional file. The kit's FileUpload chooses and uploads it; once stored, the draft holds
 * its key and this shows the file with Remove instead. The same row shows a file restored after a reload,
 * which FileUpload cannot show (it only knows files chosen in this page).
 */
export function ReplyAttachment({
  attachment,
  onAttach,
  onRemove,
  onUploadingChange,
  disabled,
}: ReplyAttachmentProps) {
  const { api } = useAppServices();
  const { locale } = useLocale();
  const presigned = useMemo(() => createPresignedUpload(api), [api]);
  const uploaderRef = useRef<HTMLDivElement>(null);
  const attachedRef = useRef<HTMLDivElement>(null);
  // Swapping the uploader for the file row (and back) must not drop keyboard focus to the page.
  const moveFocus = useRef<'attached' | 'uploader' | null>(null);

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === 'attached') attachedRef.current?.querySelector('button')?.focus();
    if (target === 'uploader') uploaderRef.current?.querySelector('input')?.focus();
  }, [attachment]);

  if (attachment) {
    return (
      <div
        className="reply-attachment"
        role="group"
        aria-labelledby="reply-attachment-label"
        ref={attachedRef}
      >
        <span className="reply-attachment__label" id="reply-attachment-label">
          {T.attachedFile}
        </span>
        <span className="reply-attachment__file">
          <span className="reply-attachment__name">{attachment.name}</span>{' '}
          <span className="attachment__size">({formatFileSize(attachment.size, locale)})</span>
        </span>
        <Button
          variant="tertiary"
          disabled={disabled}
          onClick={() => {
            moveFocus.current = 'uploader';
            onRemove();
          }}
        >
          {T.removeAttachment}
          <span className="cui-visually-hidden"> {attachment.name}</span>
        </Button>
      </div>
    );
  }

  return (
    <div ref={uploaderRef}>
      <FileUpload
        label={T.attachmentLabel}
        hint={T.attachmentHint}
        autoUpload
        disabled={disabled}
        upload={async (file, options) => {
          onUploadingChange(true);
          try {
            const key = await presigned(file, options);
            if (uploaderRef.current?.contains(document.activeElement)) moveFocus.current = 'attached';
            onAttach({ key, name: file.name, size: file.size });
          } finally {
            onUploadingChange(false);
          }
        }}
      />
    </div>
  );
}

import type { Attachment } from '@concierge/api-client';
import { formatFileSize } from '@concierge/uploader';

/** A stored file: its name and size, downloaded from the address the server gave (served as attachment). */
export function AttachmentLink({ attachment }: { attachment: Attachment }) {
  return (
    <a className="attachment" href={attachment.url} download={attachment.filename}>
      {attachment.filename} <span className="attachment__size">({formatFileSize(attachment.size)})</span>
    </a>
  );
}

import type { Attachment } from '@concierge/api-client';
import { AttachmentLink as FileLink } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';

/**
 * A stored file: the kit's link, downloading through the api client, which sends the session's headers
 * (SECURITY.md: files are served only to the owner and the concierge; a plain link cannot send them).
 */
export function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const { api } = useAppServices();
  return (
    <FileLink
      name={attachment.filename}
      size={attachment.size}
      href={attachment.url}
      download={() => api.downloadAttachment(attachment.url)}
      errorText={TEXTS.downloadFailed}
      onError={(error) => console.error('Concierge: attachment download failed', error)}
    />
  );
}

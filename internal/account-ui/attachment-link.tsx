import type { Attachment, ApiClient } from '@concierge/api-client';
import { AttachmentLink as FileLink } from '@concierge/ui';

/**
 * A stored file: the kit's link, downloading through the app's api client, which sends the session's headers
 * (docs/SECURITY.md#accounts-second-factors-and-file-access: files are served only to their owner and the
 * concierge; a plain link cannot send them).
 */
export function AttachmentLink({
  attachment,
  api,
  errorText,
  appName,
}: {
  attachment: Attachment;
  api: Pick<ApiClient, 'downloadAttachment'>;
  /** The app's "could not be downloaded" text. */
  errorText: string;
  /** Names the app in the console's log line. */
  appName: string;
}) {
  return (
    <FileLink
      name={attachment.filename}
      size={attachment.size}
      href={attachment.url}
      download={() => api.downloadAttachment(attachment.url)}
      errorText={errorText}
      onError={(error) => console.error(`${appName}: attachment download failed`, error)}
    />
  );
}

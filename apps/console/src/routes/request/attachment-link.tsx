import type { Attachment } from '@concierge/api-client';
import { AttachmentLink as AccountAttachmentLink } from '@concierge/account-ui/attachment-link';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';

/** A stored file, downloaded with the session's headers (the shared link of @concierge/account-ui). */
export function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const { api } = useServices();
  return (
    <AccountAttachmentLink
      attachment={attachment}
      api={api}
      errorText={TEXTS.request.downloadFailed}
      appName="Concierge console"
    />
  );
}

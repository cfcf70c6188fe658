import { useState, type MouseEvent } from 'react';
import { AUTHORIZATION_HEADER, MFA_TOKEN_HEADER, type Attachment } from '@concierge/api-client';
import { formatFileSize } from '@concierge/uploader';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';

/**
 * A stored file: name and size. Files are served only with the session's headers (SECURITY.md), which a
 * plain link cannot send, so the click fetches the file and hands the browser a local copy to save.
 */
export function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const { auth } = useServices();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state === 'busy') return;
    setState('busy');
    try {
      const headers = new Headers();
      const token = auth.session.getToken();
      const mfaToken = auth.session.getMfaToken();
      if (token) headers.set(AUTHORIZATION_HEADER, `Bearer ${token}`);
      if (mfaToken) headers.set(MFA_TOKEN_HEADER, mfaToken);
      const response = await fetch(attachment.url, { headers });
      if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.filename;
      link.click();
      // The click has handed the file to the browser; the copy in memory is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setState('idle');
    } catch (error) {
      console.error('Concierge console: attachment download failed', error);
      setState('failed');
    }
  }

  return (
    <span className="attachment">
      <a
        href={attachment.url}
        onClick={(event) => void download(event)}
        aria-busy={state === 'busy' || undefined}
      >
        {attachment.filename}
      </a>{' '}
      <span className="attachment__size">({formatFileSize(attachment.size)})</span>
      {state === 'failed' ? (
        <span className="attachment__error" role="alert">
          {' '}
          {TEXTS.request.downloadFailed}
        </span>
      ) : null}
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button, FormActions, Message } from '@concierge/ui';

/** The panel's texts: each app's sign-in security texts (its English differs in the intro only). */
export interface RecoveryCodesTexts {
  newCodesHeading: string;
  newCodesIntro: string;
  /** The list's name (the section's heading on the security page). */
  codesHeading: string;
  copy: string;
  copied: string;
  download: string;
  done: string;
  downloadName: string;
}

/**
 * Recovery codes, shown this once (docs/sign-in-security.md): copy, download as a text file, then dismiss.
 * Focus moves to the heading so a screen reader announces them.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  texts: S,
}: {
  codes: readonly string[];
  onDone: () => void;
  texts: RecoveryCodesTexts;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = S.downloadName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="security-codes" aria-labelledby="security-new-codes">
      <h3 id="security-new-codes" ref={heading} tabIndex={-1}>
        {S.newCodesHeading}
      </h3>
      <p>{S.newCodesIntro}</p>
      <ol className="security-codes__list" aria-label={S.codesHeading}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div role="status">{copied ? <Message tone="success">{S.copied}</Message> : null}</div>
      <FormActions>
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
        >
          {S.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {S.download}
        </Button>
        <Button onClick={onDone}>{S.done}</Button>
      </FormActions>
    </section>
  );
}

import { useEffect, useId, useState } from 'react';
import { Button, FormActions, Message } from '@concierge/ui';
import './admin-screens.css';

/**
 * A secret the server answers once (an API token, a webhook signing secret): shown here, copied into the
 * other system, then gone from the page. Focused and announced at once: the form that made it has just
 * closed. With `copy`, a button puts it on the clipboard and says so.
 */
export function ShownOnce(props: {
  heading: string;
  intro: string;
  value: string;
  doneLabel: string;
  onDone: () => void;
  copy?: { label: string; done: string } | undefined;
  testId: string;
}) {
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  const { copy } = props;
  return (
    <section className="shown-once" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {props.heading}
      </h2>
      <p>{props.intro}</p>
      <p>
        <code className="shown-once__value" data-testid={props.testId}>
          {props.value}
        </code>
      </p>
      <div role="status">{copied && copy ? <Message tone="success">{copy.done}</Message> : null}</div>
      <FormActions>
        {copy ? (
          <Button
            variant="secondary"
            onClick={() => void navigator.clipboard.writeText(props.value).then(() => setCopied(true))}
          >
            {copy.label}
          </Button>
        ) : null}
        <Button onClick={props.onDone}>{props.doneLabel}</Button>
      </FormActions>
    </section>
  );
}

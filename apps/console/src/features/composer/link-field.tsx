import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import { Button, Input } from '@concierge/ui';
import { TEXTS } from '../../app/texts';
import { isAllowedLink } from './composer-extensions';

/**
 * Sets, changes or removes the link at the selection. Not a <form>: it sits inside the composer's form,
 * so Enter applies here instead of sending the reply, and Escape returns to the editor.
 */
export function LinkField({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const value = href.trim();
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    if (!isAllowedLink(value)) {
      setError(TEXTS.composer.linkInvalid);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys bubble up from the field and buttons inside.
    <div className="composer__link" onKeyDown={onKeyDown}>
      <Input
        type="url"
        label={TEXTS.composer.linkPrompt}
        name="link"
        ref={input}
        value={href}
        onValueChange={(value) => {
          setHref(value);
          setError(undefined);
        }}
        errorMessage={error}
      />
      <div className="composer__link-actions">
        <Button variant="secondary" onClick={apply}>
          {TEXTS.composer.applyLink}
        </Button>
        <Button variant="tertiary" onClick={close}>
          {TEXTS.composer.cancelLink}
        </Button>
      </div>
    </div>
  );
}

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { KitLocaleProvider } from '../locale/kit-locale-provider.js';
import { MessageThread, type ThreadMessage } from './message-thread.js';

afterEach(cleanup);

const english: ThreadMessage = {
  id: 1,
  body_html: '<p>The leak is under the sink.</p>',
  source_name: 'Dana Demo',
  source: 'user',
  external_created_at: '2026-11-20T10:40:00Z',
  attachments: [],
};

// People's words keep their own direction on a page in another one. The browser resolves `auto`
// from the text (the end-to-end pseudo and Arabic passes see the result); here, that the kit asks for it.
it('lets each message body and author name take their direction from their own text', () => {
  render(
    <KitLocaleProvider locale="ar">
      <MessageThread messages={[english]} renderAttachment={() => null} />
    </KitLocaleProvider>,
  );
  const body = screen.getByText('The leak is under the sink.').closest('.cui-message-thread__body');
  expect(body?.getAttribute('dir')).toBe('auto');
  expect(screen.getByText('Dana Demo').tagName).toBe('BDI');
});

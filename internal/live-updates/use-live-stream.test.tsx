import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setStreamHealth } from './live-pace';
import { useLiveStream, type UseLiveStreamOptions } from './use-live-stream';

vi.mock('./live-stream', () => ({
  openLiveStream: vi.fn(() => ({ close: vi.fn() })),
}));

function Probe(props: UseLiveStreamOptions) {
  useLiveStream(props);
  return null;
}

describe('useLiveStream', () => {
  it('opens the stream only while signed in, closes it on sign-out, and refetches when it comes up or goes down', async () => {
    const { openLiveStream } = await import('./live-stream');
    const onHealthChange = vi.fn();
    const props = { url: '/api/v1/live/events', headers: () => null, onChange: vi.fn(), onHealthChange };
    const view = render(<Probe {...props} session={null} />);
    await act(() => Promise.resolve());
    expect(openLiveStream).not.toHaveBeenCalled();

    view.rerender(<Probe {...props} session="token" />);
    await vi.waitFor(() => expect(openLiveStream).toHaveBeenCalledTimes(1));
    act(() => setStreamHealth('live'));
    act(() => setStreamHealth('down'));
    expect(onHealthChange).toHaveBeenCalledTimes(2);

    const opened = vi.mocked(openLiveStream).mock.results[0]!.value as { close: () => void };
    view.rerender(<Probe {...props} session={null} />);
    expect(opened.close).toHaveBeenCalled();
  });
});

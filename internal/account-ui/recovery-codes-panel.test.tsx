import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RecoveryCodesPanel, type RecoveryCodesTexts } from './recovery-codes-panel';

afterEach(cleanup);

const texts: RecoveryCodesTexts = {
  newCodesHeading: 'Save your recovery codes',
  newCodesIntro: 'Shown once.',
  codesHeading: 'Recovery codes',
  copy: 'Copy codes',
  copied: 'Codes copied.',
  download: 'Download codes',
  done: 'I saved my codes',
  downloadName: 'codes.txt',
};

// docs/sign-in-security.md: the codes are shown once, to copy or download.
describe('RecoveryCodesPanel', () => {
  it('lists the codes, focuses its heading and says when they are copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onDone = vi.fn();
    render(<RecoveryCodesPanel codes={['aaaa-bbbb', 'cccc-dddd']} onDone={onDone} texts={texts} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: texts.newCodesHeading }));
    const list = screen.getByRole('list', { name: texts.codesHeading });
    expect(list.textContent).toBe('aaaa-bbbbcccc-dddd');
    fireEvent.click(screen.getByRole('button', { name: texts.copy }));
    expect(writeText).toHaveBeenCalledWith('aaaa-bbbb\ncccc-dddd\n');
    expect(await screen.findByText(texts.copied)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.done }));
    expect(onDone).toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createRef, version } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../checkbox/checkbox.js';
import { Input } from './input.js';

// Runs in both vitest projects (React 19 and React 18.3): a ref reaches the native control on each.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe(`refs on React ${version}`, () => {
  it('gives Input’s ref the native input, the textarea and the number field, with no warning', () => {
    const warnings = vi.spyOn(console, 'error');
    const text = createRef<HTMLInputElement>();
    const area = createRef<HTMLTextAreaElement>();
    const amount = createRef<HTMLInputElement>();
    render(
      <>
        <Input label="Name" name="name" ref={text} />
        <Input label="Notes" name="notes" type="textarea" ref={area} />
        <Input label="Amount" name="amount" type="number" ref={amount} />
      </>,
    );
    expect(text.current).toBe(screen.getByRole('textbox', { name: 'Name (optional)' }));
    expect(area.current?.tagName).toBe('TEXTAREA');
    expect(amount.current).toBe(screen.getByRole('textbox', { name: 'Amount (optional)' }));
    text.current?.focus();
    expect(document.activeElement).toBe(text.current);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('gives Checkbox’s ref the native checkbox, with no warning', () => {
    const warnings = vi.spyOn(console, 'error');
    const box = createRef<HTMLInputElement>();
    render(<Checkbox label="Remember me" name="remember" ref={box} />);
    expect(box.current).toBe(screen.getByRole('checkbox', { name: 'Remember me (optional)' }));
    expect(warnings).not.toHaveBeenCalled();
  });
});

import type { CSSProperties } from 'react';
import { classNames } from '../class-names.js';
import { SPINNER_MAX_SIZE_PX } from '../spec-constants.js';

export interface SpinnerProps {
  /** Side in CSS pixels; capped at 52. Default 24. */
  size?: number | undefined;
  /** Announced to assistive technology; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string | undefined;
  className?: string | undefined;
}

/** Clamps a requested spinner side to 0–52 px. */
export function spinnerSize(size: number): number {
  return Math.min(Math.max(size, 0), SPINNER_MAX_SIZE_PX);
}

/** A rotating ring. With a `label` it is a polite live region, so the wait is announced once. */
export function Spinner({ size = 24, label, className }: SpinnerProps) {
  const style = { '--cui-spinner-size': `${spinnerSize(size)}px` } as CSSProperties;
  return (
    <span
      className={classNames('cui-spinner', className)}
      style={style}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      <svg className="cui-spinner__ring" viewBox="0 0 50 50" aria-hidden="true" focusable="false">
        <circle cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
      </svg>
      {label ? <span className="cui-visually-hidden">{label}</span> : null}
    </span>
  );
}

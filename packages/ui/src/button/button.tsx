import type { ComponentProps } from 'react';
import { classNames } from '../class-names.js';
import { COMMON_TEXTS } from '../kit-texts.js';
import { useKitTexts } from '../locale/kit-locale-context.js';
import { Ripple } from '../ripple/ripple.js';
import { Spinner } from '../spinner/spinner.js';

/** Button variants, default primary. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** Default `primary`. */
  variant?: ButtonVariant | undefined;
  /** Default `button`, so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | undefined;
  /** Shows a spinner, sets `aria-busy`, disables the button and hides the content, keeping the width. */
  loading?: boolean | undefined;
  /** The accessible name while loading (the content is hidden then). Default `Loading`. */
  loadingLabel?: string | undefined;
}

/** The kit's button: three variants, a loading state and the ripple. */
export function Button({
  variant = 'primary',
  type = 'button',
  loading = false,
  loadingLabel,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const texts = useKitTexts('common', COMMON_TEXTS);
  return (
    <button
      {...props}
      type={type}
      className={classNames(
        'cui-button',
        `cui-button--${variant}`,
        loading && 'cui-button--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {/* Hidden with visibility, not removed, so the button keeps the width of its content. */}
      <span className="cui-button__content">{children}</span>
      {loading ? (
        <span className="cui-button__spinner">
          <Spinner size={20} />
          <span className="cui-visually-hidden">{loadingLabel ?? texts.loading}</span>
        </span>
      ) : null}
      <Ripple />
    </button>
  );
}

import { useEffect, useState, type AnimationEvent, type ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { useClock } from '../clock/clock.js';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons.js';
import { COMMON_TEXTS } from '../kit-texts.js';
import { useKitTexts } from '../locale/kit-locale-context.js';

export type MessageTone = 'info' | 'success' | 'warning' | 'error';

export interface MessageProps {
  children: ReactNode;
  /** Colour and icon; `error` is announced at once (role `alert`), the others politely (role `status`). */
  tone?: MessageTone | undefined;
  /** Shows a close button (closable by the user). */
  closable?: boolean | undefined;
  /** Hides the message after this many milliseconds (auto-hides after a given life time). */
  lifeTime?: number | undefined;
  /** Called once the message has faded out, whether closed by the user or by its life time. */
  onClose?: (() => void) | undefined;
  closeLabel?: string | undefined;
  className?: string | undefined;
}

type Phase = 'shown' | 'leaving' | 'gone';

/** An inline message that the user can close or that hides itself, fading over 0.3 s. */
export function Message({
  children,
  tone = 'info',
  closable = false,
  lifeTime,
  onClose,
  closeLabel,
  className,
}: MessageProps) {
  const texts = useKitTexts('common', COMMON_TEXTS);
  const clock = useClock();
  const [phase, setPhase] = useState<Phase>('shown');

  useEffect(() => {
    if (lifeTime === undefined) return;
    const timer = clock.setTimeout(() => setPhase('leaving'), lifeTime);
    return () => clock.clearTimeout(timer);
  }, [clock, lifeTime]);

  // The element leaves the DOM when its fade-out ends, so the fade is never cut short. An animation, not a
  // transition: a transition would not start while the fade-in animation still owns the opacity.
  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (
      phase !== 'leaving' ||
      event.target !== event.currentTarget ||
      event.animationName !== 'cui-fade-out'
    ) {
      return;
    }
    setPhase('gone');
    onClose?.();
  };

  if (phase === 'gone') return null;
  const Icon = tone === 'success' ? CheckIcon : AlertIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames(
        'cui-message',
        `cui-message--${tone}`,
        phase === 'leaving' && 'cui-message--leaving',
        className,
      )}
      onAnimationEnd={onAnimationEnd}
    >
      <Icon className="cui-message__icon" />
      <div className="cui-message__body">{children}</div>
      {closable ? (
        <button
          type="button"
          className="cui-icon-button"
          aria-label={closeLabel ?? texts.close}
          onClick={() => setPhase('leaving')}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}

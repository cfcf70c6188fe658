import { useCallback, useRef } from 'react';

/** A CSS time ("401ms", or "0.401s" as Chromium may serialize it) in milliseconds; 0 when unreadable. */
function milliseconds(time: string): number {
  const value = Number.parseFloat(time);
  if (!Number.isFinite(value)) return 0;
  return time.trim().endsWith('ms') ? value : Math.round(value * 1000);
}

/**
 * The ink ripple (about 401 ms). Render it as the last child of a `position: relative` element:
 * it listens to that element's pointer presses and draws a wave from the press point.
 *
 * A press changes no layout: the wave is always in the DOM and is animated with `transform` and `opacity`
 * only (Web Animations). Inserting a wave element on pointerdown made the press itself the first layout
 * after, for example, a window resize, and Chromium applied the scroll adjustment it still owed at that
 * layout: the page moved between pointerdown and pointerup, the release landed elsewhere and the click was
 * lost (as "Send reply" in the team console).
 */
export function Ripple() {
  const detach = useRef<(() => void) | null>(null);

  // A ref callback rather than an effect: the listener is in place in the same commit that mounts the
  // layer, so even the first press after mounting ripples. It keeps its own cleanup and runs it when
  // called with null: React 18 ignores a cleanup returned from a ref callback.
  const attach = useCallback((wave: HTMLSpanElement | null) => {
    detach.current?.();
    detach.current = null;
    const host = wave?.parentElement?.parentElement;
    if (!wave || !host) return;
    let current: Animation | null = null;
    const onPointerDown = (event: PointerEvent) => {
      if (host.matches(':disabled, [aria-disabled="true"]')) return;
      // Environments without Web Animations (jsdom) simply show no wave.
      if (typeof wave.animate !== 'function') return;
      const rect = host.getBoundingClientRect();
      // The wave's drawn size is ripple.css's (a transform does not change offsetWidth).
      const size = wave.offsetWidth;
      if (size === 0) return;
      const scale = (Math.hypot(rect.width, rect.height) * 2) / size;
      const style = getComputedStyle(wave);
      // The wave rests at the inline start (the right edge in right-to-left); the translation is physical.
      const restingLeft = style.direction === 'rtl' ? rect.width - size : 0;
      const x = event.clientX - rect.left - size / 2 - restingLeft;
      const y = event.clientY - rect.top - size / 2;
      // The timing tokens, so a reduced-motion preference (1 ms) applies here too.
      const duration = milliseconds(style.getPropertyValue('--cui-motion-ripple'));
      const easing = style.getPropertyValue('--cui-easing-standard').trim() || 'ease-out';
      current?.cancel();
      current = wave.animate(
        [
          { opacity: 0.24, transform: `translate(${x}px, ${y}px) scale(0)` },
          { opacity: 0, transform: `translate(${x}px, ${y}px) scale(${scale})` },
        ],
        { duration, easing },
      );
    };
    host.addEventListener('pointerdown', onPointerDown);
    detach.current = () => {
      host.removeEventListener('pointerdown', onPointerDown);
      current?.cancel();
    };
  }, []);

  return (
    <span className="cui-ripple" aria-hidden="true">
      <span ref={attach} className="cui-ripple__wave" />
    </span>
  );
}

import { useCallback, useRef, useState, type CSSProperties } from 'react';

interface Wave {
  id: number;
  style: CSSProperties;
}

/**
 * The ink ripple (about 401 ms, SPEC §9). Render it as the last child of a `position: relative` element:
 * it listens to that element's pointer presses and draws a wave from the press point. Each wave removes
 * itself on `animationend`, so no timer can outlive the component.
 */
export function Ripple() {
  const nextId = useRef(0);
  const [waves, setWaves] = useState<readonly Wave[]>([]);

  const detach = useRef<(() => void) | null>(null);

  // A ref callback rather than an effect: the listener is in place in the same commit that mounts the
  // layer, so even the first press after mounting ripples. It keeps its own cleanup and runs it when
  // called with null: React 18 ignores a cleanup returned from a ref callback.
  const attach = useCallback((layer: HTMLSpanElement | null) => {
    detach.current?.();
    detach.current = null;
    const host = layer?.parentElement;
    if (!host) return;
    const onPointerDown = (event: PointerEvent) => {
      if (host.matches(':disabled, [aria-disabled="true"]')) return;
      const rect = host.getBoundingClientRect();
      const side = Math.hypot(rect.width, rect.height) * 2;
      const id = nextId.current++;
      const style: CSSProperties = {
        width: side,
        height: side,
        left: event.clientX - rect.left - side / 2,
        top: event.clientY - rect.top - side / 2,
      };
      setWaves((current) => [...current, { id, style }]);
    };
    host.addEventListener('pointerdown', onPointerDown);
    detach.current = () => host.removeEventListener('pointerdown', onPointerDown);
  }, []);

  return (
    <span ref={attach} className="cui-ripple" aria-hidden="true">
      {waves.map((wave) => (
        <span
          key={wave.id}
          className="cui-ripple__wave"
          style={wave.style}
          onAnimationEnd={() => setWaves((current) => current.filter((other) => other.id !== wave.id))}
        />
      ))}
    </span>
  );
}

import type { CSSProperties } from 'react';
import { classNames } from '../class-names.js';

export interface SkeletonProps {
  /** `text` is one line of body text; `rect` a block; `circle` an avatar. Default `text`. */
  shape?: 'text' | 'rect' | 'circle' | undefined;
  /** CSS width; a number is pixels. Default 100% (circle: 40 px). */
  width?: number | string | undefined;
  /** CSS height; a number is pixels. Default one line (rect: 80 px, circle: the width). */
  height?: number | string | undefined;
  className?: string | undefined;
}

/**
 * A grey placeholder while content loads. It is hidden from assistive technology: mark the loading region
 * `aria-busy="true"` (or show a Spinner with a label) to say that something is on its way.
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  if (shape === 'circle' && height === undefined && width !== undefined) style.height = width;
  return (
    <span
      className={classNames('cui-skeleton', `cui-skeleton--${shape}`, className)}
      style={style}
      aria-hidden="true"
    />
  );
}

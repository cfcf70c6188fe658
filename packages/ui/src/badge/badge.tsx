import type { ReactNode } from 'react';
import { classNames } from '../class-names.js';

/**
 * `info` names where something stands (a request's status), `attention` asks the reader to act ("Waiting on
 * you"), `success` marks something done, `danger` something late or failed ("Overdue").
 */
export type BadgeTone = 'neutral' | 'info' | 'attention' | 'success' | 'danger';

export interface BadgeProps {
  /** The status in words: the colour only repeats what the text says. */
  children: ReactNode;
  /** Default `neutral`. */
  tone?: BadgeTone | undefined;
  className?: string | undefined;
}

/**
 * A small, non-interactive status marker. It is plain text in the reading order (no role, no live region):
 * a status that changes while the page is open is announced by whatever changed it, not by the badge.
 */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={classNames('cui-badge', `cui-badge--${tone}`, className)}>{children}</span>;
}

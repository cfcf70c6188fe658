import type { ReactNode } from 'react';
import { classNames } from '../class-names.js';

export interface ItemListProps {
  /** The list's accessible name, e.g. "Open requests". */
  label: string;
  /** `ItemListRow`s. */
  children: ReactNode;
  className?: string | undefined;
}

/** A bordered list of rows, each a title (usually a link to the item) and a line of facts about it. */
export function ItemList({ label, children, className }: ItemListProps) {
  return (
    <ul className={classNames('cui-item-list', className)} aria-label={label}>
      {children}
    </ul>
  );
}

export interface ItemListRowProps {
  /** What the row is, usually a link to it; bold, wrapping anywhere. */
  title: ReactNode;
  /** Facts after the title (status badges, dates), wrapping below it on narrow screens. */
  meta?: ReactNode | undefined;
  className?: string | undefined;
}

/** One row of an {@link ItemList}. */
export function ItemListRow({ title, meta, className }: ItemListRowProps) {
  return (
    <li className={classNames('cui-item-list__row', className)}>
      <span className="cui-item-list__title">{title}</span>
      {meta ? <span className="cui-item-list__meta">{meta}</span> : null}
    </li>
  );
}

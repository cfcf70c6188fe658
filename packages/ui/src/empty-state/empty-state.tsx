import type { ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { InboxIcon } from '../icons/icons.js';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode | undefined;
  /** A call to action, usually a Button or Link. */
  action?: ReactNode | undefined;
  /** Default 2. */
  headingLevel?: 2 | 3 | 4 | undefined;
  className?: string | undefined;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames('cui-empty-state', className)}>
      <InboxIcon className="cui-empty-state__icon" />
      <Heading className="cui-empty-state__title">{title}</Heading>
      {description ? <p className="cui-empty-state__description">{description}</p> : null}
      {action ? <div className="cui-empty-state__action">{action}</div> : null}
    </div>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../class-names.js';

export interface CardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A heading at the top of the card. */
  title?: ReactNode | undefined;
  /** The heading level of `title`, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** A bordered surface that groups related content. */
export function Card({ title, headingLevel = 2, className, children, ...props }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={classNames('cui-card', className)}>
      {title ? <Heading className="cui-card__title">{title}</Heading> : null}
      {children}
    </div>
  );
}

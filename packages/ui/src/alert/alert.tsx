import type { ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { AlertIcon } from '../icons/icons.js';

export interface AlertProps {
  children: ReactNode;
  /** A bold first line. */
  title?: string | undefined;
  className?: string | undefined;
}

/** An error box with the alert icon, announced at once (role `alert`), as for a file that is too large. */
export function Alert({ children, title, className }: AlertProps) {
  return (
    <div role="alert" className={classNames('cui-alert', className)}>
      <AlertIcon className="cui-alert__icon" />
      <div className="cui-alert__body">
        {title ? <p className="cui-alert__title">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { AlertIcon } from '../icons/icons.js';

export interface AlertProps {
  children: ReactNode;
  /** A bold first line. */
  title?: string;
  className?: string;
}

/** An error box with the alert icon, announced at once (role `alert`), as the oversize error of SPEC §8. */
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

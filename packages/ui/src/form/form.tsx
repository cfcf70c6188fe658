import type { ComponentProps } from 'react';
import { classNames } from '../class-names.js';

/** A form whose fields, alerts and actions stack with the kit's spacing. */
export function Form({ className, ...props }: ComponentProps<'form'>) {
  return <form {...props} className={classNames('cui-form', className)} />;
}

/** The row of buttons at the end of a Form. */
export function FormActions({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={classNames('cui-form__actions', className)} />;
}

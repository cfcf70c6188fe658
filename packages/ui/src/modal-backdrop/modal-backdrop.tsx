import { forwardRef, useEffect } from 'react';
import { classNames } from '../class-names.js';
import { lockPageScroll } from './scroll-lock.js';

interface ModalBackdropProps {
  className: string;
  /** The modal's state, as `data-state` (`open`/`closed`) for the closing animation, like Radix's parts. */
  open: boolean;
}

/**
 * The dimmed page behind a modal (ConfirmDialog, Drawer), in place of Radix's Overlay: it locks the page's
 * scroll while mounted (scroll-lock.ts says why not Radix's). Render it inside the Radix Portal, whose
 * Presence mounts it while the modal is open and, through the forwarded ref, keeps it for the closing
 * animation. Focus trap, outside clicks, Escape and hiding the rest of the page from assistive technology
 * stay Radix's (its modal Content). forwardRef, not a `ref` prop: React 18 is supported.
 */
export const ModalBackdrop = forwardRef<HTMLDivElement, ModalBackdropProps>(function ModalBackdrop(
  { className, open },
  ref,
) {
  useEffect(() => lockPageScroll(), []);
  return (
    <div
      ref={ref}
      className={classNames('cui-modal-backdrop', className)}
      data-state={open ? 'open' : 'closed'}
      aria-hidden="true"
    />
  );
});

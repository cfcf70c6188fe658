import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { classNames } from '../class-names.js';
import { useControllableState } from '../controllable-state.js';
import { CloseIcon } from '../icons/icons.js';
import { ModalBackdrop } from '../modal-backdrop/modal-backdrop.js';
import { COMMON_TEXTS } from '../kit-texts.js';
import { useKitTexts } from '../locale/kit-locale-context.js';

/** Drawer edges, default `right`. */
export type DrawerPosition = 'right' | 'left' | 'top' | 'bottom';
/** `nav` is 275 px wide and `panel` 660 px on wide screens; default `panel`. */
export type DrawerVariant = 'nav' | 'panel';

export interface DrawerProps {
  /** The drawer's heading; also its accessible name. */
  title: string;
  /** Optional text under the title, read as the dialog's description. */
  description?: string | undefined;
  children?: ReactNode | undefined;
  /** An element that opens the drawer (usually a Button); focus returns to it on close. */
  trigger?: ReactNode | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  position?: DrawerPosition | undefined;
  variant?: DrawerVariant | undefined;
  /** Whether a click on the backdrop or outside the panel closes it (not by default). */
  dismissible?: boolean | undefined;
  closeLabel?: string | undefined;
  className?: string | undefined;
}

/**
 * A side sheet built on Radix Dialog, which supplies the focus trap, focus restoration, Escape to close,
 * `aria-modal`; the kit's ModalBackdrop locks the page's scroll without an inline `<style>` (a strict CSP refuses
 * Radix's); the kit adds the edges, widths, the 0.3 s slide and dismissibility.
 */
export function Drawer({
  title,
  description,
  children,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  position = 'right',
  variant = 'panel',
  dismissible = false,
  closeLabel,
  className,
}: DrawerProps) {
  const texts = useKitTexts('common', COMMON_TEXTS);
  // Held here (not only by Radix) because the backdrop shows the state too.
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const keepOpenUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <ModalBackdrop className="cui-drawer__backdrop" open={open} />
        <Dialog.Content
          className={classNames('cui-drawer', `cui-drawer--${position}`, `cui-drawer--${variant}`, className)}
          onPointerDownOutside={keepOpenUnlessDismissible}
          onInteractOutside={keepOpenUnlessDismissible}
          // Radix warns when a dialog has no description; `undefined` says "none, on purpose".
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="cui-drawer__header">
            <Dialog.Title className="cui-drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="cui-icon-button" aria-label={closeLabel ?? texts.close}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          {description ? (
            <Dialog.Description className="cui-drawer__description">{description}</Dialog.Description>
          ) : null}
          {variant === 'nav' ? (
            <nav className="cui-drawer__body" aria-label={title}>
              {children}
            </nav>
          ) : (
            <div className="cui-drawer__body">{children}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

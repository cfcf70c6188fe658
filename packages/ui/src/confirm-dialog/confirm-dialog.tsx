import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button.js';
import { classNames } from '../class-names.js';
import { useControllableState } from '../controllable-state.js';
import { AlertIcon } from '../icons/icons.js';
import { ModalBackdrop } from '../modal-backdrop/modal-backdrop.js';
import { CONFIRM_DIALOG_TEXTS } from './confirm-dialog-texts.js';
import { useKitTexts } from '../locale/kit-locale-context.js';
import { confirmErrorText, isPromiseLike } from './confirm-error.js';

/** `danger` paints the confirm button red, for actions that destroy or cannot be undone. */
export type ConfirmDialogTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  /** The question; also the dialog's accessible name. */
  title: string;
  /** What happens on confirm; read as the dialog's description. */
  description?: ReactNode | undefined;
  /** Default `Confirm`. Name the action ("Delete request") rather than "OK". */
  confirmLabel?: string | undefined;
  /** Default `Cancel`. */
  cancelLabel?: string | undefined;
  /**
   * Runs on confirm. A returned promise keeps the dialog open with the confirm button busy until it
   * settles: fulfilled closes the dialog, rejected keeps it open and shows the error.
   */
  onConfirm: () => unknown;
  /** Called when the person cancels (button, Escape); not when the dialog closes after confirming. */
  onCancel?: (() => void) | undefined;
  /** Shown when `onConfirm` rejects; without it the rejection's own message, else a default text. */
  errorMessage?: string | undefined;
  /** Default `default`. */
  tone?: ConfirmDialogTone | undefined;
  /** An element that opens the dialog (usually a Button); focus returns to it on close. */
  trigger?: ReactNode | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  className?: string | undefined;
}

/**
 * A modal confirmation built on Radix AlertDialog, which supplies the focus trap, focus on Cancel when it
 * opens, Escape to cancel, focus restoration to the trigger, `role="alertdialog"`; the kit's ModalBackdrop
 * locks the page's scroll without an inline `<style>` (a strict CSP refuses Radix's). The kit adds the asynchronous confirm: busy while the promise runs, the error shown when it fails.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  onConfirm,
  onCancel,
  errorMessage,
  tone = 'default',
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: ConfirmDialogProps) {
  const texts = useKitTexts('confirmDialog', CONFIRM_DIALOG_TEXTS);
  const confirmLabel = confirmLabelProp ?? texts.confirm;
  const cancelLabel = cancelLabelProp ?? texts.cancel;
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [busy, setBusy] = useState(false);
  // The failure, not its text: the text is written at render, so a language switch rewrites it too.
  const [failure, setFailure] = useState<{ reason: unknown }>();
  const error = failure && confirmErrorText(failure.reason, errorMessage, texts.failed);
  const contentRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const errorId = useId();

  // A dialog opened again starts clean, whoever opened it (trigger or a controlling parent).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(undefined);
  }

  const fail = (reason: unknown) => {
    setBusy(false);
    setFailure({ reason });
  };

  // After a failure the confirm button is enabled again: focus goes back to it, so a retry is one key away
  // and the error (which describes it) is read with it.
  useEffect(() => {
    if (failure) confirmRef.current?.focus();
  }, [failure]);

  const confirm = () => {
    setFailure(undefined);
    let result: unknown;
    try {
      result = onConfirm();
    } catch (reason) {
      fail(reason);
      return;
    }
    if (!isPromiseLike(result)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    // The busy buttons are disabled, and a disabled button drops focus to <body>, outside the focus trap;
    // the dialog itself holds focus meanwhile.
    contentRef.current?.focus();
    result.then(() => {
      setBusy(false);
      setOpen(false);
    }, fail);
  };

  const changeOpen = (next: boolean) => {
    // While the confirmation runs, nothing closes the dialog: its outcome must stay visible.
    if (busy && !next) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <ModalBackdrop className="cui-confirm-dialog__backdrop" open={open} />
        <AlertDialog.Content
          ref={contentRef}
          className={classNames('cui-confirm-dialog', `cui-confirm-dialog--${tone}`, className)}
          aria-busy={busy || undefined}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          // Radix returns focus to its Trigger only. A dialog opened by its parent (no trigger) gives focus
          // back to whatever had it when the dialog opened, so keyboard users keep their place.
          onOpenAutoFocus={() => {
            returnFocusRef.current = trigger ? null : (document.activeElement as HTMLElement | null);
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            returnFocusRef.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          // Radix warns when a dialog has no description; `undefined` says "none, on purpose".
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="cui-confirm-dialog__title">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="cui-confirm-dialog__description">
              {description}
            </AlertDialog.Description>
          ) : null}
          {error ? (
            <p role="alert" id={errorId} className="cui-confirm-dialog__error">
              <AlertIcon />
              <span>{error}</span>
            </p>
          ) : null}
          <div className="cui-confirm-dialog__actions">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              ref={confirmRef}
              className="cui-confirm-dialog__confirm"
              loading={busy}
              loadingLabel={confirmLabel}
              aria-describedby={error ? errorId : undefined}
              onClick={confirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

// The public surface of @concierge/ui. Styles ship separately: import '@concierge/ui/styles.css' once.
export { Alert, type AlertProps } from './alert/alert.js';
export { AttachmentLink, saveFile, type AttachmentLinkProps } from './attachment-link/attachment-link.js';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge.js';
export { Button, type ButtonProps, type ButtonVariant } from './button/button.js';
export { Card, type CardProps } from './card/card.js';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox.js';
export { Chip, type ChipProps, type ChipVariant } from './chip/chip.js';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './confirm-dialog/confirm-dialog.js';
export {
  ChoiceGroup,
  type CheckboxChoiceGroupProps,
  type ChoiceGroupProps,
  type ChoiceOption,
  type RadioChoiceGroupProps,
} from './choice-group/choice-group.js';
export type { Clock } from './clock/clock.js';
export { Countdown, type CountdownProps } from './countdown/countdown.js';
export { useCountdown, type CountdownStart } from './countdown/use-countdown.js';
export { formatDate, formatDateTime, type DateInput } from './date/format-date.js';
export { formatRelativeTime } from './date/format-relative-time.js';
export { DeviceList, type DeviceListEntry, type DeviceListProps } from './device-list/device-list.js';
export { PasskeyList, type PasskeyListEntry, type PasskeyListProps } from './passkey-list/passkey-list.js';
export {
  passkeysAllowedAt,
  passkeysSupported,
  usePasskeysSupported,
} from './passkey-list/use-passkeys-supported.js';
export {
  autofillSupported,
  cancelPendingRequest,
  createPasskey,
  PasskeyCancelled,
  signChallenge,
} from './passkey-list/webauthn.js';
export { Drawer, type DrawerPosition, type DrawerProps, type DrawerVariant } from './drawer/drawer.js';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state.js';
export {
  FileUpload,
  type FileUploadLabels,
  type FileUploadProps,
  type UploadFunction,
  type UploadOptions,
} from './file-upload/file-upload.js';
export { Form, FormActions } from './form/form.js';
export { FieldErrorLine, type FieldProps } from './input/field.js';
export { BackIcon, NextIcon, SendIcon } from './icons/icons.js';
export {
  Input,
  type InputProps,
  type InputType,
  type NumberInputProps,
  type TextInputProps,
  type TextareaInputProps,
} from './input/input.js';
export { COMMON_TEXTS, type KitTexts, type KitTextsOverride } from './kit-texts.js';
export { ATTACHMENT_LINK_TEXTS } from './attachment-link/attachment-link-texts.js';
export { CONFIRM_DIALOG_TEXTS } from './confirm-dialog/confirm-dialog-texts.js';
export { DEVICE_LIST_TEXTS } from './device-list/device-list-texts.js';
export { MESSAGE_THREAD_TEXTS } from './message-thread/message-thread-texts.js';
export { FILE_UPLOAD_TEXTS } from './file-upload/file-upload-texts.js';
export { PASSKEY_LIST_TEXTS } from './passkey-list/passkey-list-texts.js';
export { KitLocaleProvider, type KitLocaleProviderProps } from './locale/kit-locale-provider.js';
export { KIT_TEXTS, useKitLocale, type KitLocale } from './locale/kit-locale.js';
export { textDirection, type TextDirection } from './locale/text-direction.js';
export { ItemList, ItemListRow, type ItemListProps, type ItemListRowProps } from './item-list/item-list.js';
export { Link, type LinkComponent, type LinkProps } from './link/link.js';
export { Message, type MessageProps, type MessageTone } from './message/message.js';
export {
  MessageThread,
  type MessageThreadProps,
  type ThreadAttachment,
  type ThreadMessage,
  type ThreadMessageSource,
} from './message-thread/message-thread.js';
export { PhoneInput, type PhoneInputProps } from './phone-input/phone-input.js';
export { formatPercent, ProgressBar, type ProgressBarProps } from './progress-bar/progress-bar.js';
export { Ripple } from './ripple/ripple.js';
export { SafeHtml, type SafeHtmlElement, type SafeHtmlProps } from './safe-html/safe-html.js';
export { sanitizeMessageHtml } from './safe-html/sanitize-message-html.js';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton.js';
export { Spinner, type SpinnerProps } from './spinner/spinner.js';
export { OPTIONAL_SUFFIX, WEEK_STARTS_ON } from './spec-constants.js';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs.js';
export { toTabValue } from './tabs/tab-value.js';
export { installGlobalToasts } from './toast/global-toasts.js';
export {
  createToastStore,
  type AddToastOptions,
  type Toast,
  type ToastStore,
  type ToastStoreOptions,
  type ToastType,
} from './toast/toast-store.js';
export { ToastViewport, type ToastViewportProps } from './toast/toast-viewport.js';

// Compiled with `exactOptionalPropertyTypes: true` (./tsconfig.json, by src/exact-optional-props.test.ts): an
// app with that setting must be able to hand any optional prop of the kit a value that may be `undefined`,
// e.g. `hint={item.description || undefined}`. With the setting, `prop?: string` refuses `undefined`; the
// kit's types write `prop?: string | undefined`.
import type { ComponentProps } from 'react';
import * as kit from '../src/index.js';
import type {
  AddToastOptions,
  AlertProps,
  AttachmentLinkProps,
  BadgeProps,
  ButtonProps,
  CardProps,
  CheckboxChoiceGroupProps,
  CheckboxProps,
  ChipProps,
  ChoiceOption,
  ConfirmDialogProps,
  CountdownProps,
  DeviceListEntry,
  DeviceListProps,
  DrawerProps,
  EmptyStateProps,
  FieldProps,
  FileUploadProps,
  InputProps,
  ItemListProps,
  ItemListRowProps,
  KitLocaleProviderProps,
  LinkProps,
  MessageProps,
  MessageThreadProps,
  NumberInputProps,
  PasskeyListEntry,
  PasskeyListProps,
  PhoneInputProps,
  ProgressBarProps,
  RadioChoiceGroupProps,
  SafeHtmlProps,
  SkeletonProps,
  SpinnerProps,
  TabItem,
  TabsProps,
  TextareaInputProps,
  TextInputProps,
  ThreadAttachment,
  ThreadMessage,
  ToastStoreOptions,
  ToastViewportProps,
} from '../src/index.js';

/** The optional keys of T. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
/** The optional keys of T that refuse `undefined` under exactOptionalPropertyTypes: must be `never`. */
type RefusesUndefined<T> = T extends unknown
  ? { [K in OptionalKeys<T>]-?: undefined extends T[K] ? never : K }[OptionalKeys<T>]
  : never;

/** Fails to compile, naming the keys, unless `Keys` is `never`. */
function none<Keys extends never>(..._keys: [Keys] extends [never] ? [] : [missing: Keys]) {}

// Every component the kit exports (a value whose name starts with a capital and that renders from props).
type Kit = typeof kit;
type ComponentName = {
  [K in keyof Kit]: K extends `${Capitalize<string>}` // every key; narrowed below
    ? Kit[K] extends (props: never) => unknown
      ? K extends Uncapitalize<K>
        ? never
        : K
      : never
    : never;
}[keyof Kit];
none<{ [K in ComponentName]: RefusesUndefined<ComponentProps<Kit[K]>> }[ComponentName]>();

// The published props and option types by name (some are used by no single component's props alone).
none<RefusesUndefined<AddToastOptions>>();
none<RefusesUndefined<AlertProps>>();
none<RefusesUndefined<AttachmentLinkProps>>();
none<RefusesUndefined<BadgeProps>>();
none<RefusesUndefined<ButtonProps>>();
none<RefusesUndefined<CardProps>>();
none<RefusesUndefined<CheckboxChoiceGroupProps>>();
none<RefusesUndefined<CheckboxProps>>();
none<RefusesUndefined<ChipProps>>();
none<RefusesUndefined<ChoiceOption>>();
none<RefusesUndefined<ConfirmDialogProps>>();
none<RefusesUndefined<CountdownProps>>();
none<RefusesUndefined<DeviceListEntry>>();
none<RefusesUndefined<DeviceListProps>>();
none<RefusesUndefined<DrawerProps>>();
none<RefusesUndefined<EmptyStateProps>>();
none<RefusesUndefined<FieldProps>>();
none<RefusesUndefined<FileUploadProps>>();
none<RefusesUndefined<InputProps>>();
none<RefusesUndefined<ItemListProps>>();
none<RefusesUndefined<ItemListRowProps>>();
none<RefusesUndefined<KitLocaleProviderProps>>();
none<RefusesUndefined<LinkProps>>();
none<RefusesUndefined<MessageProps>>();
none<RefusesUndefined<MessageThreadProps>>();
none<RefusesUndefined<NumberInputProps>>();
none<RefusesUndefined<PasskeyListEntry>>();
none<RefusesUndefined<PasskeyListProps>>();
none<RefusesUndefined<PhoneInputProps>>();
none<RefusesUndefined<ProgressBarProps>>();
none<RefusesUndefined<RadioChoiceGroupProps>>();
none<RefusesUndefined<SafeHtmlProps>>();
none<RefusesUndefined<SkeletonProps>>();
none<RefusesUndefined<SpinnerProps>>();
none<RefusesUndefined<TabItem>>();
none<RefusesUndefined<TabsProps>>();
none<RefusesUndefined<TextareaInputProps>>();
none<RefusesUndefined<TextInputProps>>();
none<RefusesUndefined<ThreadAttachment>>();
none<RefusesUndefined<ThreadMessage>>();
none<RefusesUndefined<ToastStoreOptions>>();
none<RefusesUndefined<ToastViewportProps>>();

// What the outside team wrote: optional values passed straight through.
declare const description: string | undefined;
declare const onDone: ((file: File, key: string) => void) | undefined;
export const usage = (
  <kit.FileUpload
    label="Attachment"
    upload={async () => 'uploads/7/0b1c'}
    hint={description}
    accept={undefined}
    maxFileSize={undefined}
    disabled={undefined}
    onUploadSuccess={onDone}
    className={description}
  />
);

// The success event's key has the type the upload function resolves to.
export const typedKey = (
  <kit.FileUpload
    label="Attachment"
    upload={async () => 'uploads/7/0b1c'}
    onUploadSuccess={(_file, key) => key.toUpperCase()}
  />
);

// The setting is really on: an optional prop without `| undefined` refuses it.
// @ts-expect-error -- `undefined` is not a `string` under exactOptionalPropertyTypes
export const strict: { name?: string } = { name: description };

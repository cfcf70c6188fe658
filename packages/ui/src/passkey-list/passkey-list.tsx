import { useState, type FormEvent } from 'react';
import { Alert } from '../alert/alert.js';
import { Button } from '../button/button.js';
import { classNames } from '../class-names.js';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.js';
import { formatDate } from '../date/format-date.js';
import { Form, FormActions } from '../form/form.js';
import { Input } from '../input/input.js';
import { Message } from '../message/message.js';
import type { KitTexts } from '../kit-texts.js';
import { useKitLocaleState, useKitTexts } from '../locale/kit-locale-context.js';
import { PASSKEY_LIST_TEXTS } from './passkey-list-texts.js';
import { usePasskeysSupported } from './use-passkeys-supported.js';
import { PasskeyAlreadyRegistered, PasskeyCancelled } from './webauthn.js';

/** One passkey: the shape of the API's `Passkey`, so a list from the API passes as is. */
export interface PasskeyListEntry {
  id: number;
  name: string;
  /** ISO timestamps. */
  created_at: string;
  last_used_at: string | null;
  /** Synced across the person's devices (a multi-device passkey). */
  synced: boolean;
}

export interface PasskeyListProps {
  passkeys: PasskeyListEntry[];
  /**
   * Adds a passkey called `name`: the app runs the ceremony (`createPasskey` and its API calls). Resolves
   * to the saved name; a rejection's message is shown (a cancelled ceremony says so plainly).
   */
  onAdd: (name: string) => Promise<string>;
  onRename: (passkey: PasskeyListEntry, name: string) => Promise<unknown>;
  onRemove: (passkey: PasskeyListEntry) => Promise<unknown>;
  /**
   * Whether this browser can make passkeys; by default asked of the browser after the first render, so a
   * prerendered page and its hydration render the same markup.
   */
  supported?: boolean | undefined;
  /**
   * What to say instead of adding when passkeys cannot work here, in the app's words (e.g. on an IP address:
   * `usePasskeyAvailability()` says `address`); the kit's "This browser cannot use passkeys" by default.
   */
  unavailableText?: string | undefined;
  /** `id` prefix of the form fields, when two lists share a page. */
  idPrefix?: string | undefined;
  className?: string | undefined;
}

const messageOf = (failure: unknown, T: KitTexts['passkeyList']) =>
  failure instanceof PasskeyCancelled
    ? T.cancelled
    : failure instanceof PasskeyAlreadyRegistered
      ? T.alreadyHere
      : failure instanceof Error
        ? failure.message
        : String(failure);

/** The list's texts (the provider's language over English) and its dates in the provider's locale. */
function usePasskeyListTexts() {
  const T = useKitTexts('passkeyList', PASSKEY_LIST_TEXTS);
  const { locale } = useKitLocaleState();
  const date = (iso: string) => formatDate(iso, { locale });
  return { T, date };
}

/**
 * An account's passkeys, each with when it was added and last used, "Rename" (in place) and
 * "Remove" (asks first); below, the form that adds one under a name. Outcomes are announced. The web app's
 * account page and the console's security page both show it.
 */
export function PasskeyList(props: PasskeyListProps) {
  const { passkeys, onAdd, onRename, onRemove, idPrefix = 'passkey', className } = props;
  const { T } = usePasskeyListTexts();
  const detected = usePasskeysSupported();
  const supported = props.supported ?? detected;
  // What to announce, written at render from the current texts: a language switch rewrites it too.
  const [announced, setAnnounced] = useState<(texts: typeof T) => string>();
  const announcement = announced?.(T);

  return (
    <div className={classNames('cui-passkey-list', className)}>
      <div role="status" className="cui-passkey-list__status">
        {announcement ? <Message tone="success">{announcement}</Message> : null}
      </div>
      {passkeys.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <ul className="cui-item-list cui-passkey-list__items" aria-label={T.label}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              idPrefix={idPrefix}
              onRename={async (name) => {
                await onRename(passkey, name);
                setAnnounced(() => (texts: typeof T) => texts.renamed);
              }}
              onRemove={async () => {
                await onRemove(passkey);
                setAnnounced(() => (texts: typeof T) => texts.removed(passkey.name));
              }}
            />
          ))}
        </ul>
      )}
      {supported ? (
        <AddPasskeyForm
          idPrefix={idPrefix}
          onAdd={async (name) => {
            const saved = await onAdd(name);
            setAnnounced(() => (texts: typeof T) => texts.added(saved));
          }}
        />
      ) : (
        <Alert>{props.unavailableText ?? T.unsupported}</Alert>
      )}
    </div>
  );
}

function AddPasskeyForm({ idPrefix, onAdd }: { idPrefix: string; onAdd: (name: string) => Promise<void> }) {
  const { T } = usePasskeyListTexts();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ reason: unknown }>();
  const error = failure && messageOf(failure.reason, T);
  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await onAdd(name.trim() || T.defaultName);
      setName('');
    } catch (failure) {
      setFailure({ reason: failure });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form noValidate aria-label={T.add} onSubmit={(event) => void add(event)}>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        id={`${idPrefix}-name`}
        label={T.nameLabel}
        name="passkey-name"
        placeholder={T.namePlaceholder}
        value={name}
        onValueChange={setName}
      />
      <FormActions>
        <Button type="submit" loading={busy} loadingLabel={T.adding}>
          {T.add}
        </Button>
      </FormActions>
    </Form>
  );
}

interface RowProps {
  passkey: PasskeyListEntry;
  idPrefix: string;
  onRename: (name: string) => Promise<void>;
  onRemove: () => Promise<void>;
}

function PasskeyRow({ passkey, idPrefix, onRename, onRemove }: RowProps) {
  const { T, date } = usePasskeyListTexts();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [failure, setFailure] = useState<{ reason: unknown }>();
  const error = failure && messageOf(failure.reason, T);

  async function rename(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    try {
      await onRename(name.trim() || passkey.name);
      setEditing(false);
    } catch (failure) {
      setFailure({ reason: failure });
    }
  }

  if (editing) {
    return (
      <li className="cui-item-list__row cui-passkey-list__row">
        <Form noValidate aria-label={T.rename(passkey.name)} onSubmit={(event) => void rename(event)}>
          {error ? <Alert>{error}</Alert> : null}
          <Input
            id={`${idPrefix}-${passkey.id}-name`}
            label={T.nameLabel}
            name="name"
            value={name}
            onValueChange={setName}
          />
          <FormActions>
            <Button type="submit">{T.save}</Button>
            <Button variant="tertiary" onClick={() => setEditing(false)}>
              {T.cancel}
            </Button>
          </FormActions>
        </Form>
      </li>
    );
  }
  return (
    <li className="cui-item-list__row cui-passkey-list__row">
      <div className="cui-passkey-list__about">
        <strong className="cui-passkey-list__name">{passkey.name}</strong>
        <span className="cui-passkey-list__facts">
          {T.created(date(passkey.created_at))},{' '}
          {T.lastUsed(passkey.last_used_at && date(passkey.last_used_at))}
          {passkey.synced ? `, ${T.synced}` : ''}
        </span>
      </div>
      <span className="cui-passkey-list__actions">
        <Button variant="tertiary" aria-label={T.rename(passkey.name)} onClick={() => setEditing(true)}>
          {T.renameButton}
        </Button>
        <ConfirmDialog
          title={T.remove(passkey.name)}
          description={T.confirmRemove(passkey.name)}
          confirmLabel={T.removeButton}
          tone="danger"
          trigger={
            <Button variant="tertiary" aria-label={T.remove(passkey.name)}>
              {T.removeButton}
            </Button>
          }
          onConfirm={onRemove}
        />
      </span>
    </li>
  );
}

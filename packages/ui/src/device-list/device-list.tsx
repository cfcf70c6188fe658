import { useEffect, useRef, useState } from 'react';
import { SESSION_LAST_SEEN_INTERVAL_MS } from '@concierge/api-client/constants';
import { Badge } from '../badge/badge.js';
import { Button } from '../button/button.js';
import { classNames } from '../class-names.js';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.js';
import { formatRelativeTime } from '../date/format-relative-time.js';
import type { KitTexts } from '../kit-texts.js';
import { DEVICE_LIST_TEXTS } from './device-list-texts.js';
import { useKitLocaleState, useKitTexts } from '../locale/kit-locale-context.js';

type Texts = KitTexts['deviceList'];

/** One signed-in device: the shape of the API's `SignedInSession`, so a list from the API passes as is. */
export interface DeviceListEntry {
  id: string;
  /** The device this page is open on. */
  current: boolean;
  browser: string | null;
  os: string | null;
  place: { kind: 'local' | 'network' | 'unknown'; network: string | null };
  /** ISO timestamp, accurate to the server's last-seen interval. */
  last_seen_at: string;
}

export interface DeviceListProps {
  devices: DeviceListEntry[];
  /** Signs one device out (the current one: a full sign-out); a rejection shows in the confirmation. */
  onSignOut: (device: DeviceListEntry) => unknown;
  /** Signs out every device but the current one. */
  onSignOutOthers: () => unknown;
  /** What "now" is for "3 hours ago"; default the time of rendering (stories and tests fix it). */
  now?: Date | undefined;
  /** Locale of the relative times; default the KitLocaleProvider's, else the browser's. */
  locale?: string | undefined;
  className?: string | undefined;
}

const nameOf = (T: Texts, device: DeviceListEntry) => T.name(device.browser, device.os);

function placeOf(T: Texts, device: DeviceListEntry): string {
  if (device.place.kind === 'local') return T.localNetwork;
  return device.place.network ? T.network(device.place.network) : T.unknownPlace;
}

function activityOf(T: Texts, device: DeviceListEntry, now: Date, locale: string | undefined): string {
  const seen = Date.parse(device.last_seen_at);
  // Last seen is only written every few minutes: within that window the device is as good as active.
  if (device.current || now.getTime() - seen < SESSION_LAST_SEEN_INTERVAL_MS) return T.activeNow;
  return T.lastActive(formatRelativeTime(seen, now, locale));
}

type Pending = { kind: 'one'; device: DeviceListEntry } | { kind: 'others' } | null;

/**
 * The signed-in devices of an account, this one first and marked, each with a "Sign out" that asks first,
 * and "Sign out everywhere else" while there are others. Place and time come as the API gives them; the
 * outcome is announced, and focus lands on the list when the row (or button) that had it goes away.
 */
export function DeviceList({
  devices,
  onSignOut,
  onSignOutOthers,
  now,
  locale: localeProp,
  className,
}: DeviceListProps) {
  const T = useKitTexts('deviceList', DEVICE_LIST_TEXTS);
  const kitLocale = useKitLocaleState().locale;
  const locale = localeProp ?? kitLocale;
  const at = now ?? new Date();
  const [pending, setPending] = useState<Pending>(null);
  // What to announce, written at render from the current texts: a language switch rewrites it too.
  const [announced, setAnnounced] = useState<(texts: typeof T) => string>();
  const [restoreFocus, setRestoreFocus] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const others = devices.filter((device) => !device.current);

  // A signed-out row takes its button (which had focus) with it: the list takes focus instead, after the
  // dialog has handed focus back, so keyboard users keep their place instead of starting over at the top.
  useEffect(() => {
    if (!restoreFocus || pending) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) {
        listRef.current?.focus();
        setRestoreFocus(false);
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [restoreFocus, pending, devices]);

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'one') {
      await onSignOut(pending.device);
      const { device } = pending;
      setAnnounced(() => (texts: typeof T) => texts.signedOut(nameOf(texts, device)));
    } else {
      await onSignOutOthers();
      setAnnounced(() => (texts: typeof T) => texts.signedOutOthers);
    }
    setRestoreFocus(true);
  };

  const title =
    pending?.kind === 'one'
      ? pending.device.current
        ? T.confirmThisTitle
        : T.confirmTitle(nameOf(T, pending.device))
      : T.confirmOthersTitle;

  return (
    <div className={classNames('cui-device-list', className)}>
      <ul className="cui-item-list cui-device-list__items" aria-label={T.label} ref={listRef} tabIndex={-1}>
        {devices.map((device) => (
          <li key={device.id} className="cui-item-list__row cui-device-list__row">
            <div className="cui-device-list__about">
              <span className="cui-device-list__name">
                {nameOf(T, device)}
                {device.current ? (
                  <>
                    {' '}
                    <Badge tone="success">{T.thisDevice}</Badge>
                  </>
                ) : null}
              </span>
              <span className="cui-device-list__facts">
                <span>{placeOf(T, device)}</span>
                <span>{activityOf(T, device, at, locale)}</span>
              </span>
            </div>
            <Button
              variant="tertiary"
              aria-label={device.current ? undefined : T.signOutNamed(nameOf(T, device))}
              onClick={() => setPending({ kind: 'one', device })}
            >
              {T.signOut}
            </Button>
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button variant="secondary" onClick={() => setPending({ kind: 'others' })}>
          {T.signOutOthers}
        </Button>
      ) : (
        <p className="cui-device-list__alone">{T.onlyThisDevice}</p>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={title}
        description={pending?.kind === 'others' ? T.confirmOthersBody(others.length) : T.confirmBody}
        confirmLabel={pending?.kind === 'others' ? T.signOutOthers : T.signOut}
        tone="danger"
        onConfirm={confirm}
      />
      <p className="cui-visually-hidden" role="status">
        {announced?.(T)}
      </p>
    </div>
  );
}

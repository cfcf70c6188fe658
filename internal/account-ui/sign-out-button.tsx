import { useState } from 'react';
import { Button } from '@concierge/ui';

/**
 * The signed-in header's "Sign out": busy while the app's `signOut` runs (the web app's also removes this
 * browser's reply drafts; the console's only signs out), in the app's words.
 */
export function SignOutButton({
  signOut,
  label,
  busyLabel,
}: {
  signOut: () => Promise<unknown>;
  label: string;
  busyLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={busy}
      loadingLabel={busyLabel}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

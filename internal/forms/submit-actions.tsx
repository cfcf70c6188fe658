import type { ReactNode } from 'react';
import { Button, FormActions } from '@concierge/ui';

/**
 * A form's one submit button in the kit's actions row: busy (a spinner, disabled, its busy label read out)
 * while the form is being sent. The forms of both apps end this way, except the web app's public pages
 * (sign-in, sign-up, password reset): there the same row is written out, because this module as a chunk
 * of its own cost /sign-in 0.3 kB of its first load (docs/performance.md#first-load-budgets).
 */
export function SubmitActions({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FormActions>
      <Button type="submit" loading={busy} loadingLabel={busyLabel}>
        {children}
      </Button>
    </FormActions>
  );
}

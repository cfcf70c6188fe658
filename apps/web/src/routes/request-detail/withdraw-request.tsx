import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type ServiceRequest } from '@concierge/api-client';
import { useZodForm } from '@concierge/forms';
import { Button, ConfirmDialog, Form, FormActions, Input } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { requestKeys } from '../../features/requests/request-queries';

const W = TEXTS.withdraw;

/**
 * "Withdraw request" on an open or in-progress request: a reason, then the kit's ConfirmDialog.
 * The request moves to completed with a note the concierge sees; replying reopens it as usual.
 */
export function WithdrawRequest({
  request,
  onWithdrawn,
}: {
  request: ServiceRequest;
  onWithdrawn: () => void;
}) {
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  // The reason, then the confirmation: submitting the form only opens the dialog.
  const form = useZodForm({
    defaultValues: { reason: '' },
    check: ({ reason }) => (reason.trim() ? {} : { reason: W.reasonRequired }),
    onSubmit: () => setConfirming(true),
    fieldId: (name) => `${headingId}-${name}`,
    fallbackError: MESSAGES.requestFailed,
  });
  // One key per withdrawal attempt: a retried confirm after a lost answer is not a second withdrawal.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  if (request.state === 'completed') return null;

  if (!open) {
    return (
      <Button variant="tertiary" onClick={() => setOpen(true)}>
        {W.open}
      </Button>
    );
  }

  async function withdraw() {
    const updated = await api.withdrawRequest(request.id, form.values.reason.trim(), idempotencyKey);
    queryClient.setQueryData<ServiceRequest>(requestKeys.detail(request.id), updated);
    void queryClient.invalidateQueries({ queryKey: requestKeys.all });
    onWithdrawn();
  }

  return (
    <section className="withdraw" aria-labelledby={headingId}>
      <h2 id={headingId}>{W.heading}</h2>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare}>
        <Input type="textarea" label={W.reasonLabel} hint={W.reasonHint} {...form.field('reason')} required />
        <FormActions>
          <Button type="submit" variant="secondary">
            {W.submit}
          </Button>
          <Button variant="tertiary" onClick={() => setOpen(false)}>
            {W.cancel}
          </Button>
        </FormActions>
      </Form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={W.confirmTitle}
        description={W.confirmBody}
        confirmLabel={W.confirmAction}
        cancelLabel={W.cancel}
        tone="danger"
        onConfirm={withdraw}
      />
    </section>
  );
}

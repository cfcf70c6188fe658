import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OPEN_LIMIT_MAX, type StaffListResponse } from '@concierge/api-client';
import { useZodForm } from '@concierge/forms';
import { Alert, Badge, Button, Checkbox, Form, FormActions, Input } from '@concierge/ui';
import { useServices } from '../../app/services';
import { AVAILABILITY_TEXTS as T } from '../../features/availability/availability-texts';
import { saveStaffRouting } from '../../features/availability/save-staff-routing';

type Member = StaffListResponse['staff'][number];
type Routing = NonNullable<Member['routing']>;

/**
 * An admin's form for one member's availability and open-request limit. The limit is checked by the server
 * alone: its message (1 to 500, whole) is shown under the field.
 */
function AvailabilityForm({
  member,
  routing,
  onDone,
}: {
  member: Member;
  routing: Routing;
  onDone: () => void;
}) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const headingId = useId();
  const prefix = useId();
  const fieldId = (name: string) => `${prefix}-${name}`;
  // The form replaces the button that opened it: focus moves into it rather than to the page's start.
  useEffect(() => document.getElementById(`${prefix}-available`)?.focus(), [prefix]);
  const form = useZodForm({
    defaultValues: { available: routing.available, open_limit: String(routing.open_limit) },
    onSubmit: async ({ available, open_limit }) => {
      // Not a whole number from 1 to 500 (empty, a fraction, text: NaN goes as null): the server refuses it
      // with the contract's message, shown under the field.
      await saveStaffRouting(api, queryClient, member.id, {
        available,
        open_limit: Number(open_limit.trim()),
      });
      toasts.add(T.saved(member.full_name), { autoDismiss: true });
      onDone();
    },
    fieldId,
    fallbackError: T.saveFailed,
  });
  const available = form.field('available');
  return (
    <section className="member-availability__form" aria-labelledby={headingId}>
      <h3 id={headingId}>{T.formHeading(member.full_name)}</h3>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby={headingId}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Checkbox
          id={available.id}
          name={available.name}
          label={T.memberAvailable}
          description={T.memberAvailableHint}
          markOptional={false}
          checked={available.value}
          onCheckedChange={available.onValueChange}
          errorMessage={available.errorMessage}
        />
        <Input
          {...form.field('open_limit')}
          label={T.limit}
          hint={T.limitHint(OPEN_LIMIT_MAX)}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <FormActions>
          <Button type="submit" loading={form.submitting} loadingLabel={T.saving}>
            {T.save}
          </Button>
          <Button variant="tertiary" onClick={onDone}>
            {T.cancel}
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}

/**
 * A member's availability for routing (Available or Away, in words) and their open requests against their
 * limit; an admin changes both. Nothing for a server that sends no routing.
 */
export function MemberAvailability({ member, admin }: { member: Member; admin: boolean }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Saved or cancelled, the form goes: focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const { routing } = member;
  if (!routing) return null;
  return (
    <>
      <Badge tone={routing.available ? 'success' : 'neutral'}>
        {routing.available ? T.available : T.away}
      </Badge>{' '}
      <span>{T.openOfLimit(routing.open_requests, routing.open_limit)}</span>{' '}
      {admin && member.active && !editing ? (
        <Button
          ref={editButton}
          variant="secondary"
          aria-label={T.editNamed(member.full_name)}
          onClick={() => setEditing(true)}
        >
          {T.edit}
        </Button>
      ) : null}
      {editing ? (
        <AvailabilityForm member={member} routing={routing} onDone={() => setEditing(false)} />
      ) : null}
    </>
  );
}

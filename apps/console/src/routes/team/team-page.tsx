import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type StaffListResponse } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { useZodForm, SubmitActions } from '@concierge/forms';
import { Alert, Badge, Button, ConfirmDialog, EmptyState, Form, Input, Message } from '@concierge/ui';
import { useServices } from '../../app/services';
import { useDateTimeFormat } from '../../features/formats/reader-formats';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/query-state/query-state';
import { MemberAvailability } from './member-availability';
import { TEAM_TEXTS as T } from './team-texts';

type Member = StaffListResponse['staff'][number];

const STAFF_KEY = ['staff'] as const;
const INVITES_KEY = ['staff', 'invites'] as const;

/** Deactivate or reactivate one member, after the kit's confirmation (admins only). */
function ActivationAction({ member }: { member: Member }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const activating = !member.active;
  return (
    <ConfirmDialog
      title={activating ? T.reactivateTitle(member.full_name) : T.deactivateTitle(member.full_name)}
      description={activating ? T.reactivateDescription : T.deactivateDescription}
      confirmLabel={activating ? T.reactivate : T.deactivate}
      tone={activating ? 'default' : 'danger'}
      trigger={
        <Button
          variant="secondary"
          aria-label={(activating ? T.reactivateNamed : T.deactivateNamed)(member.full_name)}
        >
          {activating ? T.reactivate : T.deactivate}
        </Button>
      }
      onConfirm={async () => {
        await api.call('setStaffActive', {
          params: { id: member.id },
          body: { staff: { active: activating } },
        });
        await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
        toasts.add((activating ? T.reactivated : T.deactivated_)(member.full_name), { autoDismiss: true });
      }}
    />
  );
}

/** The invitation form: one email address; the server mails the link (admins only). */
function InviteForm() {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const form = useZodForm({
    defaultValues: { email: '' },
    check: ({ email }) => (email.trim() ? {} : { email: T.inviteEmailRequired }),
    onSubmit: async ({ email }) => {
      const sent = (await api.call('createStaffInvite', { body: { invite: { email: email.trim() } } })).data
        .invite;
      form.setValue('email', '');
      toasts.add(T.invited(sent.email), { autoDismiss: true });
      await queryClient.invalidateQueries({ queryKey: INVITES_KEY });
    },
    fieldId: (name) => `invite-${name}`,
    fallbackError: MESSAGES.requestFailed,
  });
  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading">{T.inviteHeading}</h2>
      <p>{T.inviteIntro}</p>
      <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-labelledby="invite-heading">
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Input {...form.field('email')} label={T.inviteEmail} type="email" autoComplete="off" required />
        <SubmitActions busy={form.submitting} busyLabel={T.inviting}>
          {T.invite}
        </SubmitActions>
      </Form>
    </section>
  );
}

function PendingInvites() {
  const { api } = useServices();
  const query = useQuery({
    queryKey: INVITES_KEY,
    queryFn: async () => (await api.call('getStaffInvites', {})).data.invites,
  });
  const dateFormat = useDateTimeFormat({ dateStyle: 'medium' });
  return (
    <section aria-labelledby="invites-heading">
      <h2 id="invites-heading">{T.invitesHeading}</h2>
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={query.refetch}
        what={T.invitesWhat}
      >
        {query.data?.length === 0 ? <p>{T.noInvites}</p> : null}
        {query.data?.length ? (
          <ul className="team-list">
            {query.data.map((invite) => (
              <li key={invite.id}>
                <strong>{invite.email}</strong>{' '}
                <span>
                  {invite.invited_by
                    ? T.invitedBy(invite.invited_by, dateFormat.format(new Date(invite.expires_at)))
                    : T.invitedByNobody(dateFormat.format(new Date(invite.expires_at)))}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </QueryState>
    </section>
  );
}

/**
 * Who is on the team, each with their availability for new requests and open requests against their limit:
 * every member sees it; an admin also invites concierges by email, deactivates or reactivates members
 * (never themselves) and changes anyone's availability and limit.
 */
export function TeamPage() {
  usePageTitle(T.title);
  const { api } = useServices();
  const { user } = useAuth();
  const admin = user?.role === 'admin';
  const query = useQuery({ queryKey: STAFF_KEY, queryFn: () => api.getStaff() });
  return (
    <main id="main" className="cui-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      {admin ? null : <Message tone="info">{T.adminsOnly}</Message>}
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">{T.membersHeading}</h2>
        <QueryState
          status={query.status}
          hasData={query.data !== undefined}
          isFetching={query.isFetching}
          refetch={query.refetch}
          what={T.what}
        >
          {query.data?.length === 0 ? <EmptyState title={T.noMembers} headingLevel={3} /> : null}
          {query.data?.length ? (
            <ul className="team-list">
              {query.data.map((member) => (
                <li key={member.id}>
                  <strong>{member.full_name}</strong> {member.email === user?.email ? T.you : null}{' '}
                  <span>{member.email}</span>{' '}
                  <Badge tone="info">{member.role === 'admin' ? T.admin : T.concierge}</Badge>{' '}
                  <Badge tone={member.active ? 'success' : 'attention'}>
                    {member.active ? T.active : T.deactivated}
                  </Badge>{' '}
                  {admin && member.email !== user?.email ? <ActivationAction member={member} /> : null}{' '}
                  <MemberAvailability member={member} admin={admin} />
                </li>
              ))}
            </ul>
          ) : null}
        </QueryState>
      </section>
      {admin ? <InviteForm /> : null}
      <PendingInvites />
    </main>
  );
}

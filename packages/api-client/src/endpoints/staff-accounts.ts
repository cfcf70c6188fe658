import type { EndpointContext } from './failure-policies.js';

/** Staff accounts (issue 18): invitations and deactivation (admins), and accepting an invitation. Strict. */
export function staffAccountEndpoints({ call }: EndpointContext) {
  return {
    /** Pending invitations to the team. */
    getStaffInvites: async () => (await call('getStaffInvites', {})).data.invites,
    /** Invites an email address to join as a concierge (admins only); the link goes out by email. */
    createStaffInvite: async (email: string) =>
      (await call('createStaffInvite', { body: { invite: { email } } })).data.invite,
    /** Creates the invited concierge's account; they sign in afterwards. Answers the account's email. */
    acceptStaffInvite: async (input: { token: string; name: string; lastName: string; password: string }) =>
      (
        await call('acceptStaffInvite', {
          body: {
            invite: {
              token: input.token,
              name: input.name,
              last_name: input.lastName,
              password: input.password,
            },
          },
        })
      ).data.email,
    /** Deactivates (their sessions end at once) or reactivates a member of the team (admins only). */
    setStaffActive: async (id: number, active: boolean) =>
      (await call('setStaffActive', { params: { id }, body: { staff: { active } } })).data.staff,
  };
}

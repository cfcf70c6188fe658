import type { QueueView } from '../schemas/concierge-team.js';
import type { EndpointContext } from './failure-policies.js';

/** The console's team calls: assignment, the team, saved replies. Strict, like the queue's. */
export function conciergeTeamEndpoints({ call }: EndpointContext) {
  return {
    /** Takes a request (your own id), gives it to a colleague, or puts it back (null). */
    assignRequest: async (id: number, assigneeId: number | null) =>
      (await call('assignRequest', { params: { id }, body: { request: { assignee_id: assigneeId } } })).data,
    /** The team: every concierge and admin, active or not. */
    getStaff: async () => (await call('getStaff', {})).data.staff,
    getSavedReplies: async () => (await call('getSavedReplies', {})).data.saved_replies,
    createSavedReply: async (reply: { title: string; bodyHtml: string }) =>
      (
        await call('createSavedReply', {
          body: { saved_reply: { title: reply.title, body_html: reply.bodyHtml } },
        })
      ).data.saved_reply,
    updateSavedReply: async (id: number, reply: { title: string; bodyHtml: string }) =>
      (
        await call('updateSavedReply', {
          params: { id },
          body: { saved_reply: { title: reply.title, body_html: reply.bodyHtml } },
        })
      ).data.saved_reply,
    deleteSavedReply: async (id: number) => {
      await call('deleteSavedReply', { params: { id } });
    },
  };
}

export type { QueueView };

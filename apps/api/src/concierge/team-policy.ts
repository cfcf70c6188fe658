// The concierge team's numbers and texts, in one place; the tests assert them.
import { defineTexts } from '../i18n/text-registry.js';

/** Someone who polled a request page within this long still has it open (the console polls every 3 s). */
export const PRESENCE_TTL_MS = 10_000;

/** Typing was reported within this long: the console reports it on each poll while the composer changes. */
export const TYPING_TTL_MS = 6_000;

/** The longest queue preview kept: the first line of the last message. */
export const PREVIEW_MAX_CHARS = 160;

/** The internal status notes of assignment changes (concierges only). */
export const ASSIGNMENT_NOTES = {
  took: (actor: string) => `${actor} took this request.`,
  gave: (actor: string, to: string) => `${actor} gave this request to ${to}.`,
  putBack: (actor: string) => `${actor} put this request back in the queue.`,
} as const;

export const TEAM_ERRORS = defineTexts({
  notTeamMember: 'Choose an active member of the team.',
  savedReplyEmpty: 'A saved reply needs text.',
});

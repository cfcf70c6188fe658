// The console's texts for ratings, kept in their own module so this feature stays in new files.
import type { RatingScore } from '@concierge/api-client';
import { localizable } from '@concierge/app-locale';

export const RATING_TEXTS = localizable('console-ratings', {
  score: { good: 'Good', okay: 'Okay', bad: 'Bad' } satisfies Record<RatingScore, string>,
  /** On a request. */
  requestHeading: 'Requester’s rating',
  notRated: 'Not rated yet.',
  rated: (score: string, date: string) => `${score}, on ${date}`,
  what: 'the rating',
  /** On the queue. */
  summaryHeading: 'Ratings this week',
  summaryWhat: 'this week’s ratings',
  noRatings: 'No ratings this week yet.',
  /** The share of good ratings comes formatted in the reader's language ("75%", "75 %"). */
  summary: (count: number, goodPercent: string) =>
    `${goodPercent} good of ${count} ${count === 1 ? 'rating' : 'ratings'}`,
  breakdown: (good: number, okay: number, bad: number) => `(${good} good, ${okay} okay, ${bad} bad)`,
  comments: (count: number) => `Comments (${count})`,
  commentOn: (requestId: number) => `Request #${requestId}`,
  /** Between a comment's link and its text: "(Good):". */
  commentScore: (score: string) => `(${score}):`,
} as const);

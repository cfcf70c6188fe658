// A request survey's frame (docs/requests.md#states-and-transitions) and the category page it runs on; the questions, choices and names
// are the server's. The answers' client-side rules are TEXTS.answer (app/texts.ts).

import { localizable } from '@concierge/app-locale';

export const SURVEY_TEXTS = localizable('survey', {
  /** The button that starts a survey, while it starts. */
  starting: (survey: string) => `Starting ${survey}`,
  formLabel: 'Survey question',
  position: (position: number, total: number) => `Question ${position} of ${total}`,
  progressLabel: 'Survey progress',
  next: 'Next',
  submit: 'Submit request',
  saving: 'Saving your answer',
  skip: 'Skip',
  skipping: 'Skipping',
  back: 'Back',
  /** A file item answered before (back, or a reload): kept unless another is chosen. */
  earlierFile: 'Your earlier file is attached; choose another to replace it.',
  what: 'the next question',
  sending: 'Sending your request',
  category: {
    /** The page's name until the category has loaded. */
    title: 'Category',
    what: 'this category',
    empty: 'Nothing to request here yet',
    choose: 'What do you need?',
    /** The survey's heading when its name is not known. */
    yourRequest: 'Your request',
  },
});

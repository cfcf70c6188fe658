// The onboarding pages (docs/product.md#what-the-product-does, docs/screens.md#routes): about us, about you, contact info.

import { localizable } from '@concierge/app-locale';

export const ONBOARDING_TEXTS = localizable('onboarding', {
  steps: { aboutUs: 'About us', aboutYou: 'About you', contactInfo: 'Contact info' },
  step: (step: number, steps: number) => `Step ${step} of ${steps}`,
  progressLabel: 'Onboarding progress',
  navLabel: 'Onboarding',
  back: (step: string) => `Back: ${step}`,
  next: (step: string) => `Next: ${step}`,
  toDashboard: 'Go to your dashboard',
  aboutUs: {
    intro:
      'Concierge is a team of real people who take care of the errands and paperwork life throws at you: finding a plumber, comparing insurance, booking a move, sorting out a bill.',
    points: [
      'Pick what you need help with and answer a few short questions.',
      'A concierge picks up your request and keeps you posted with messages.',
      'Follow every request, open, in progress or done, in one place.',
    ],
  },
  aboutYou: {
    intro: 'This is what your concierge will see about you.',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    noCompany: 'None',
  },
  contactInfo: {
    intro: 'Your concierge replies in the request itself, and we email you when there is something new.',
    email: 'Email',
    phone: 'Phone for two-step verification',
    /** {0} is the link `addPhone`. */
    noPhone: (link: string) => `None. ${link} when you are ready.`,
    addPhone: 'Add one',
  },
});

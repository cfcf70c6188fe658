import type { ItemKind } from '@concierge/api-client';

// The demo catalogue: every item kind, surveys hidden from suggestions (for_alpha false), a category with
// more than 3 surveys, one category not recommended, and questions shared between surveys (the prefill).

export interface SeedDatum {
  question: string;
  kind: ItemKind;
  options?: string[];
  description?: string;
}

export const SEED_DATA = {
  zip: { question: 'What is your ZIP code?', kind: 'text' },
  phone: { question: 'What is the best phone number to reach you?', kind: 'tel' },
  email: { question: 'Which email should we send updates to?', kind: 'email' },
  notes: { question: 'Anything else we should know?', kind: 'textarea' },
  budget: { question: 'What is your budget, in dollars?', kind: 'number' },
  'preferred-date': { question: 'When would you like this done?', kind: 'date' },
  'plumbing-problem': {
    question: 'What is the problem?',
    kind: 'choice',
    options: ['Leak', 'Clogged drain', 'No hot water', 'Something else'],
  },
  urgency: {
    question: 'How urgent is it?',
    kind: 'choice',
    options: ['Today', 'This week', 'Whenever convenient'],
  },
  rooms: {
    question: 'Which rooms need cleaning?',
    kind: 'multi-choice',
    options: ['Kitchen', 'Bathrooms', 'Bedrooms', 'Living room', 'Whole home'],
  },
  frequency: {
    question: 'How often?',
    kind: 'choice',
    options: ['Once', 'Weekly', 'Every two weeks', 'Monthly'],
  },
  'moving-from': { question: 'Where are you moving from?', kind: 'text' },
  'moving-to': { question: 'Where are you moving to?', kind: 'text' },
  'moving-day': { question: 'What is your moving day?', kind: 'date' },
  'furniture-items': {
    question: 'What needs assembling?',
    kind: 'textarea',
    description: 'Brand and model help us bring the right tools.',
  },
  pests: {
    question: 'What are you seeing?',
    kind: 'choice',
    options: ['Ants', 'Mice', 'Termites', 'Bed bugs', 'Other'],
  },
  destination: { question: 'Where would you like to go?', kind: 'text' },
  departure: { question: 'When do you leave?', kind: 'date' },
  travelers: { question: 'How many people are traveling?', kind: 'number' },
  interests: {
    question: 'What do you enjoy on a trip?',
    kind: 'multi-choice',
    options: ['Beaches', 'Museums', 'Food', 'Hiking', 'Nightlife'],
  },
  'party-size': { question: 'How many guests?', kind: 'number' },
  'dinner-date': { question: 'Which day?', kind: 'date' },
  cuisine: {
    question: 'Any cuisine in mind?',
    kind: 'choice',
    options: ['Italian', 'Japanese', 'Mexican', 'Indian', 'Surprise me'],
  },
  'passport-photo': {
    question: 'Upload a photo of your current passport',
    kind: 'file',
    description: 'A PDF or a picture (PNG, JPEG, HEIC), up to 25 MB.',
  },
  document: {
    question: 'Upload the document to review',
    kind: 'file',
    description: 'PDF, Word or a picture, up to 25 MB.',
  },
  'document-question': { question: 'What would you like us to look at?', kind: 'textarea' },
  'insurance-type': {
    question: 'Which insurance?',
    kind: 'choice',
    options: ['Auto', 'Home', 'Renters', 'Life', 'Pet'],
  },
  'tax-documents': { question: 'Upload your tax documents', kind: 'file' },
  specialty: {
    question: 'Which kind of doctor?',
    kind: 'choice',
    options: ['Primary care', 'Dentist', 'Dermatologist', 'Pediatrician', 'Other'],
  },
  'insurance-provider': { question: 'Who is your health insurer?', kind: 'text' },
} as const satisfies Record<string, SeedDatum>;

export type SeedDatumSlug = keyof typeof SEED_DATA;

export interface SeedSurvey {
  slug: string;
  name: string;
  description: string;
  forAlpha: boolean;
  /** Items in order; `?` after the slug marks an optional one. */
  items: Array<SeedDatumSlug | `${SeedDatumSlug}?`>;
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  recommended: boolean;
  surveys: SeedSurvey[];
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    slug: 'home',
    name: 'Home services',
    description: 'Repairs, cleaning and help around the house.',
    recommended: true,
    surveys: [
      {
        slug: 'find-a-plumber',
        name: 'Find a plumber',
        description: 'Leaks, clogs and water heaters.',
        forAlpha: true,
        items: ['plumbing-problem', 'urgency', 'zip', 'phone', 'notes?'],
      },
      {
        slug: 'home-cleaning',
        name: 'Home cleaning',
        description: 'One-off or regular cleaning.',
        forAlpha: true,
        items: ['rooms', 'frequency', 'preferred-date', 'zip', 'notes?'],
      },
      {
        slug: 'moving-help',
        name: 'Moving help',
        description: 'Movers, boxes and the day itself.',
        forAlpha: true,
        items: ['moving-from', 'moving-to', 'moving-day', 'budget?', 'phone'],
      },
      {
        slug: 'furniture-assembly',
        name: 'Furniture assembly',
        description: 'Flat-pack furniture, put together.',
        forAlpha: true,
        items: ['furniture-items', 'preferred-date', 'zip'],
      },
      {
        slug: 'pest-control',
        name: 'Pest control',
        description: 'Inspection and treatment.',
        forAlpha: false,
        items: ['pests', 'urgency', 'zip', 'phone'],
      },
    ],
  },
  {
    slug: 'travel',
    name: 'Travel and dining',
    description: 'Trips, tables and travel papers.',
    recommended: true,
    surveys: [
      {
        slug: 'plan-a-trip',
        name: 'Plan a trip',
        description: 'An itinerary made for you.',
        forAlpha: true,
        items: ['destination', 'departure', 'travelers', 'interests?', 'budget?', 'email'],
      },
      {
        slug: 'restaurant-reservation',
        name: 'Restaurant reservation',
        description: 'A table where you want it.',
        forAlpha: true,
        items: ['party-size', 'dinner-date', 'cuisine', 'phone', 'notes?'],
      },
      {
        slug: 'passport-renewal',
        name: 'Passport renewal',
        description: 'Forms, photos and appointments.',
        forAlpha: false,
        items: ['passport-photo', 'departure?', 'email'],
      },
    ],
  },
  {
    slug: 'paperwork',
    name: 'Paperwork and finance',
    description: 'Documents, insurance and taxes.',
    recommended: true,
    surveys: [
      {
        slug: 'review-a-document',
        name: 'Review a document',
        description: 'A lease, a contract or a bill, explained.',
        forAlpha: true,
        items: ['document', 'document-question', 'email'],
      },
      {
        slug: 'insurance-quote',
        name: 'Insurance quote',
        description: 'Compare offers in one place.',
        forAlpha: true,
        items: ['insurance-type', 'zip', 'email', 'phone?'],
      },
      {
        slug: 'tax-preparation',
        name: 'Tax preparation',
        description: 'Someone to file for you.',
        forAlpha: false,
        items: ['tax-documents?', 'email', 'notes?'],
      },
    ],
  },
  {
    slug: 'health',
    name: 'Health and wellness',
    description: 'Doctors and appointments.',
    recommended: false,
    surveys: [
      {
        slug: 'find-a-doctor',
        name: 'Find a doctor',
        description: 'Someone in network, near you.',
        forAlpha: true,
        items: ['specialty', 'insurance-provider?', 'zip', 'phone'],
      },
    ],
  },
];

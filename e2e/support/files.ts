import { SAMPLE_PDF } from '@concierge/e2e-support';

/** Two small real files, named so the thread shows which side sent which. */
export const QUOTE_PDF = { ...SAMPLE_PDF, name: 'plumber-quote.pdf' };
export const LEAK_PHOTO = { ...SAMPLE_PDF, name: 'leak-photo.pdf' };

// The survey domain's error texts, once; tests import them.
import { defineTexts } from '../i18n/text-registry.js';

export const SURVEY_ERRORS = defineTexts({
  alreadySubmitted: 'This survey was already submitted; its answers can no longer change.',
  unknownItem: 'This question is not part of the survey.',
  wrongType: 'The answer must be named as a Datum.',
  answerRequired: 'This question needs an answer.',
  singleAnswer: 'This question takes one answer, not a list.',
  incomplete: 'Answer every required question before submitting.',
  text: 'Enter text of at most {0} characters.',
  number: 'Enter a number.',
  date: 'Enter a date as YYYY-MM-DD.',
  email: 'Enter a valid email address.',
  tel: 'Enter a phone number of 7 to 15 digits.',
  choice: 'Choose one of the options.',
  multiChoice: 'Choose one or more of the options, each once.',
  file: 'Attach a file you uploaded.',
});

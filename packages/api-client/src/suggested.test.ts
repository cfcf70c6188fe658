import { describe, expect, it } from 'vitest';
import { selectSuggestedSurveys, SUGGESTED_SURVEYS_PER_CATEGORY } from './index.js';
import { fixtures } from './mocks/index.js';

describe('selectSuggestedSurveys (docs/validation.md#validation-rules, docs/limits.md#business-constants)', () => {
  it('keeps only for_alpha surveys, at most 3 per category, and drops emptied categories', () => {
    expect(SUGGESTED_SURVEYS_PER_CATEGORY).toBe(3);
    const suggested = selectSuggestedSurveys(fixtures.categories);
    expect(
      suggested.map((category) => [category.name, category.request_surveys.map((survey) => survey.id)]),
    ).toEqual([
      ['Home', [11, 12, 13]],
      ['Pets', [21]],
    ]);
  });

  it('counts the limit after filtering: a non-alpha survey does not take a slot', () => {
    const category = {
      id: 9,
      name: 'Mixed',
      description: '',
      request_surveys: [
        { id: 1, name: 'a', description: '', for_alpha: false },
        { id: 2, name: 'b', description: '', for_alpha: true },
        { id: 3, name: 'c', description: '', for_alpha: true },
        { id: 4, name: 'd', description: '', for_alpha: true },
      ],
    };
    expect(selectSuggestedSurveys([category])[0]?.request_surveys.map((survey) => survey.id)).toEqual([
      2, 3, 4,
    ]);
    expect(category.request_surveys).toHaveLength(4);
  });
});

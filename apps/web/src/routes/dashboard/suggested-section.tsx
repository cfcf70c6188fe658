import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { SurveyCategory } from '@concierge/api-client';
import { Alert, Card } from '@concierge/ui';
import { paths } from '../../app/paths';
import { QueryState } from '../../features/requests/query-state';
import { SurveyChoices } from '../../features/surveys/survey-choices';
import { useStartSurvey } from '../../features/surveys/use-start-survey';
import { DASHBOARD_TEXTS } from './dashboard-texts';

const T = DASHBOARD_TEXTS.suggested;

/**
 * Suggested request surveys: `for_alpha` only, at most 3 per category (docs/validation.md#validation-rules), refreshed on entry (the page
 * asks: `recommendedCategoriesQuery` with `selectSuggestedSurveys`).
 */
export function SuggestedSection({ query }: { query: UseQueryResult<SurveyCategory[]> }) {
  const start = useStartSurvey();

  return (
    <section className="dashboard__section" aria-labelledby="dashboard-suggested">
      <h2 id="dashboard-suggested">{T.title}</h2>
      {start.isError ? <Alert>{start.error.message}</Alert> : null}
      <QueryState
        query={query}
        what={T.what}
        isEmpty={(categories) => categories.length === 0}
        empty={{ title: T.empty, description: T.emptyHint }}
      >
        {(categories) => (
          <div className="card-grid">
            {categories.map((category) => (
              <Card key={category.id} title={category.name} headingLevel={3}>
                {category.description ? <p dir="auto">{category.description}</p> : null}
                <SurveyChoices
                  surveys={category.request_surveys}
                  pendingId={start.isPending ? start.variables.surveyId : null}
                  onStart={(surveyId) => start.mutate({ surveyId, categoryId: category.id })}
                />
                <RouterLink to={paths.category(category.id)}>{T.moreIn(category.name)}</RouterLink>
              </Card>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

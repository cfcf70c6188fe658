import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { selectSuggestedSurveys } from '@concierge/api-client';
import { Alert, Card } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { QueryState } from '../../features/requests/query-state';
import { recommendedCategoriesQuery } from '../../features/surveys/survey-queries';
import { SurveyChoices } from '../../features/surveys/survey-choices';
import { useStartSurvey } from '../../features/surveys/use-start-survey';

/** Suggested request surveys: `for_alpha` only, at most 3 per category (spec §5), refreshed on entry. */
export function SuggestedSection() {
  const { api } = useAppServices();
  const query = useQuery({
    ...recommendedCategoriesQuery(api),
    select: selectSuggestedSurveys,
    refetchOnMount: 'always',
  });
  const start = useStartSurvey();

  return (
    <section className="dashboard__section" aria-labelledby="dashboard-suggested">
      <h2 id="dashboard-suggested">Suggested for you</h2>
      {start.isError ? <Alert>{start.error.message}</Alert> : null}
      <QueryState
        query={query}
        what="suggestions"
        isEmpty={(categories) => categories.length === 0}
        empty={{ title: 'No suggestions right now', description: 'Browse every category below.' }}
      >
        {(categories) => (
          <div className="card-grid">
            {categories.map((category) => (
              <Card key={category.id} title={category.name} headingLevel={3}>
                {category.description ? <p>{category.description}</p> : null}
                <SurveyChoices
                  surveys={category.request_surveys}
                  pendingId={start.isPending ? start.variables.surveyId : null}
                  onStart={(surveyId) => start.mutate({ surveyId, categoryId: category.id })}
                />
                <RouterLink to={paths.category(category.id)}>More in {category.name}</RouterLink>
              </Card>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

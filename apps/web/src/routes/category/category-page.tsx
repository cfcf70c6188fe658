import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@concierge/api-client';
import { Alert } from '@concierge/ui';
import { parseId, paths, REQUEST_SURVEY_PARAM, SURVEY_PARAM } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { NotFoundContent } from '../../features/not-found/not-found-content';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';
import { SurveyChoices } from '../../features/surveys/survey-choices';
import { SurveyFlow } from '../../features/surveys/survey-flow';
import { categoryQuery } from '../../features/surveys/survey-queries';
import { useStartSurvey } from '../../features/surveys/use-start-survey';
import { SURVEY_TEXTS } from '../../features/surveys/survey-texts';
import { LAYOUT_TEXTS } from '../../features/layout/layout-texts';

const T = SURVEY_TEXTS.category;

function Category({ categoryId }: { categoryId: number }) {
  const { api } = useAppServices();
  const [search] = useSearchParams();
  const runId = parseId(search.get(SURVEY_PARAM) ?? undefined);
  const query = useQuery(categoryQuery(api, categoryId));
  const start = useStartSurvey();
  const name = query.data?.survey_category.name;
  const surveyId = parseId(search.get(REQUEST_SURVEY_PARAM) ?? undefined);
  const surveyName = query.data?.request_surveys.find((survey) => survey.id === surveyId)?.name;
  usePageTitle(name ?? T.title);
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundContent />;

  return (
    <main id="main" className="cui-page cui-page--medium category">
      <p>
        <RouterLink to={paths.dashboard}>{LAYOUT_TEXTS.nav.dashboard}</RouterLink>
        {runId ? (
          <>
            {' / '}
            <RouterLink to={paths.category(categoryId)}>{name ?? T.title}</RouterLink>
          </>
        ) : null}
      </p>
      <h1 tabIndex={-1}>{name ?? T.title}</h1>
      {runId ? (
        // docs/requests.md#states-and-transitions, the survey flow: rendered here, keyed by the run, so a reload resumes it.
        <section aria-labelledby="survey-title">
          <h2 id="survey-title">{surveyName ?? T.yourRequest}</h2>
          <SurveyFlow key={runId} runId={runId} />
        </section>
      ) : (
        <QueryState
          query={query}
          what={T.what}
          isEmpty={(data) => data.request_surveys.every((survey) => !survey.for_alpha)}
          empty={{ title: T.empty }}
          headingLevel={2}
        >
          {(data) => (
            <>
              {data.survey_category.description ? <p dir="auto">{data.survey_category.description}</p> : null}
              <h2>{T.choose}</h2>
              {start.isError ? <Alert>{start.error.message}</Alert> : null}
              <SurveyChoices
                // docs/validation.md#validation-rules: only `for_alpha` request surveys are shown.
                surveys={data.request_surveys.filter((survey) => survey.for_alpha)}
                pendingId={start.isPending ? start.variables.surveyId : null}
                onStart={(surveyId) => start.mutate({ surveyId, categoryId })}
              />
            </>
          )}
        </QueryState>
      )}
    </main>
  );
}

/** /requests/category/{categoryId} (docs/screens.md#routes): the category's request surveys, and the survey flow. */
export function CategoryPage() {
  const categoryId = parseId(useParams().categoryId);
  if (categoryId === null) return <NotFoundContent />;
  return <Category key={categoryId} categoryId={categoryId} />;
}

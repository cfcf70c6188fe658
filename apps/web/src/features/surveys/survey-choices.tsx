import type { RequestSurvey } from '@concierge/api-client';
import { Button } from '@concierge/ui';
import { SURVEY_TEXTS } from './survey-texts';

interface SurveyChoicesProps {
  surveys: readonly RequestSurvey[];
  /** The survey being started, whose button shows the loading state. */
  pendingId: number | null;
  onStart: (surveyId: number) => void;
}

/** The request surveys one can start, each as a button naming what it asks for. */
export function SurveyChoices({ surveys, pendingId, onStart }: SurveyChoicesProps) {
  return (
    <ul className="survey-choices">
      {surveys.map((survey) => (
        <li key={survey.id} className="survey-choices__item">
          <Button
            variant="secondary"
            className="survey-choices__button"
            loading={pendingId === survey.id}
            loadingLabel={SURVEY_TEXTS.starting(survey.name)}
            disabled={pendingId !== null && pendingId !== survey.id}
            onClick={() => onStart(survey.id)}
          >
            {survey.name}
          </Button>
          {survey.description ? (
            <p className="survey-choices__description" dir="auto">
              {survey.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@concierge/api-client';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';

/** Starts a run of a request survey and opens it on its category page (`?survey=<run id>`). */
export function useStartSurvey() {
  const { api } = useAppServices();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ surveyId }: { surveyId: number; categoryId: number }) => {
      // Survey calls hand the error back instead of throwing (docs/api.md#error-catalogue): rethrow it for the mutation state.
      const run = await api.startUserRequestSurvey(surveyId);
      if (isApiError(run)) throw run;
      return run;
    },
    onSuccess: (run, { categoryId, surveyId }) => navigate(paths.survey(categoryId, run.id, surveyId)),
  });
}

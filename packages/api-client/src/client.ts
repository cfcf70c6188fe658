import { AUTHORIZATION_HEADER, DEFAULT_STATUS, MFA_TOKEN_HEADER } from './constants.js';
import { ApiError, isApiError } from './errors.js';
import { createCaller, type CallInput, type HttpOptions } from './http.js';
import { MESSAGES } from './messages.js';
import type { RequestListQuery, RequestState, ServiceRequest } from './schemas/requests.js';
import type { AnswerValue } from './schemas/surveys.js';
import { SignUpData, type SignUpBody } from './schemas/users.js';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions extends HttpOptions {
  /** Where failures of the lenient list calls are logged (spec §8); defaults to `console`. */
  logger?: Pick<Console, 'error'>;
}

function tokenFrom(headers: Headers, name: string): string | null {
  const value = headers.get(name)?.trim();
  if (!value) return null;
  return value.replace(/^Bearer\s+/i, '') || null;
}

/** Sign-up's `data` is a JSON string (spec §7): read the email from it without trusting it to parse. */
function emailFromSignUpData(data: string): string | null {
  try {
    const parsed = SignUpData.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.email : null;
  } catch {
    return null;
  }
}

/** Creates the typed client: one function per endpoint, with the spec's error semantics (§8). */
export function createApiClient(options: ApiClientOptions) {
  const call = createCaller(options);
  const logger = options.logger ?? console;

  /** Rethrows any failure with a fixed caller-facing text, or the server's `error` when `preferServer`. */
  async function withText<T>(text: string, run: () => Promise<T>, preferServer = false): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isApiError(error)) throw error;
      throw error.withMessage((preferServer && error.body?.error) || text);
    }
  }

  /** Lists and requests: failures are logged and become a fallback (spec §8). */
  async function lenient<T>(label: string, fallback: T, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      logger.error(`Concierge API: ${label} failed`, error);
      return fallback;
    }
  }

  /** Survey calls hand the error object back instead of throwing (spec §8). */
  async function orError<T>(run: () => Promise<T>): Promise<T | ApiError> {
    try {
      return await run();
    } catch (error) {
      if (isApiError(error)) return error;
      throw error;
    }
  }

  const withDefaultStatus = (list: RequestState) => (request: ServiceRequest) => ({
    ...request,
    status: request.status || DEFAULT_STATUS[list],
  });

  async function list(
    name: 'getOpenRequests' | 'getInProgressRequests' | 'getCompletedRequests',
    state: RequestState,
    query?: RequestListQuery,
  ) {
    const { data } = await call(name, { query: query ?? {} });
    return data.requests.map(withDefaultStatus(state));
  }

  return {
    /** The strict form of every endpoint: throws {@link ApiError}; used where a screen needs an error state. */
    call,

    signIn: async (email: string, password: string) => {
      const { data, headers } = await withText(
        MESSAGES.signInFailed,
        () => call('signIn', { body: { user: { email, password } } }),
        true,
      );
      const token = tokenFrom(headers, AUTHORIZATION_HEADER);
      if (!token)
        throw new ApiError(MESSAGES.noAuthorizationToken, { kind: 'missing-token', endpoint: 'signIn' });
      return {
        token,
        expiresAt: data.expires_at,
        mfaRequiresVerification: data.mfa_requires_verification,
        mfaRequired: data.mfa_required,
        mfaEnrollmentAvailable: data.mfa_enrollment_available,
      };
    },

    /** Signs up and in; `terms_of_service` defaults to 1 (spec §5). */
    signUp: async (user: Omit<SignUpBody['user'], 'terms_of_service'> & { terms_of_service?: 0 | 1 }) => {
      const { data, headers } = await withText(
        MESSAGES.signInFailed,
        () => call('signUp', { body: { user: { ...user, terms_of_service: user.terms_of_service ?? 1 } } }),
        true,
      );
      const token = tokenFrom(headers, AUTHORIZATION_HEADER);
      if (!token)
        throw new ApiError(MESSAGES.noAuthorizationToken, { kind: 'missing-token', endpoint: 'signUp' });
      return {
        token,
        expiresAt: data.expires_at,
        email: emailFromSignUpData(data.data) ?? user.email,
        mfaEnrollmentAvailable: data.mfa_enrollment_available,
      };
    },

    /** Revokes the token on the server; never throws, since signing out locally must always succeed. */
    signOut: () => lenient('sign out', undefined, async () => void (await call('signOut', {}))),

    requestPasswordReset: (email: string) =>
      withText(
        MESSAGES.passwordResetFailed,
        async () => void (await call('requestPasswordReset', { body: { user: { email } } })),
      ),

    resetPassword: (input: { resetPasswordToken: string; password: string; passwordConfirmation: string }) =>
      call('resetPassword', {
        body: {
          reset_password_token: input.resetPasswordToken,
          password: input.password,
          password_confirmation: input.passwordConfirmation,
        },
      }).then(
        () => undefined,
        (error: unknown) => {
          if (!isApiError(error)) throw error;
          throw error.withMessage(error.body?.status || MESSAGES.passwordResetFailed);
        },
      ),

    unlock: (unlockToken: string) =>
      withText(
        MESSAGES.unlockFailed,
        async () => void (await call('unlock', { query: { unlock_token: unlockToken } })),
        true,
      ),

    getCurrentUser: async () => (await call('getCurrentUser', {})).data.user,

    sendOtp: () =>
      withText(MESSAGES.mfaTokenRequestFailed, async () => void (await call('sendOtp', { body: {} }))),

    enrollMfa: (mfaNumber: string) =>
      withText(
        MESSAGES.mfaEnrollFailed,
        async () => void (await call('enrollMfa', { body: { mfa_number: mfaNumber } })),
      ),

    /** Verifies the code; resolves to the MFA token from the `mfa-token` answer header. */
    verifyMfa: async (otp: string) => {
      const { data, headers } = await withText(MESSAGES.mfaVerifyFailed, () =>
        call('verifyMfa', { body: { otp } }),
      );
      const mfaToken = tokenFrom(headers, MFA_TOKEN_HEADER);
      if (!data.success || !mfaToken) {
        throw new ApiError(MESSAGES.noMfaToken, { kind: 'missing-token', endpoint: 'verifyMfa' });
      }
      return mfaToken;
    },

    getRequest: (id: number) =>
      lenient(`request ${id}`, null, async () => {
        const { request } = (await call('getRequest', { params: { id } })).data;
        return withDefaultStatus(request.state)(request);
      }),
    getOpenRequests: (query?: RequestListQuery) =>
      lenient('open requests', [], () => list('getOpenRequests', 'open', query)),
    getInProgressRequests: (query?: RequestListQuery) =>
      lenient('in-progress requests', [], () => list('getInProgressRequests', 'in_progress', query)),
    getCompletedRequests: (query?: RequestListQuery) =>
      lenient('completed requests', [], () => list('getCompletedRequests', 'completed', query)),

    getRecommendedCategories: () =>
      lenient(
        'recommended categories',
        [],
        async () => (await call('getRecommendedCategories', {})).data.recommended_request_categories,
      ),
    getSurveyCategories: () =>
      lenient(
        'survey categories',
        [],
        async () => (await call('getSurveyCategories', {})).data.survey_categories,
      ),
    getCategoryRequestSurveys: (categoryId: number) =>
      lenient(
        `category ${categoryId}`,
        null,
        async () => (await call('getCategoryRequestSurveys', { params: { id: categoryId } })).data,
      ),

    startUserRequestSurvey: (requestSurveyId: number) =>
      orError(
        async () =>
          (
            await call('startUserRequestSurvey', {
              params: { id: requestSurveyId },
              body: { for_alpha: true },
            })
          ).data.user_request_survey,
      ),
    /** The next unanswered item, or `itemId` again (to go back); `null` when the survey is done. */
    getNextSurveyItem: (userRequestSurveyId: number, itemId?: number) =>
      orError(
        async () =>
          (
            await call('getNextSurveyItem', {
              params: { id: userRequestSurveyId },
              query: itemId ? { item_id: itemId } : {},
            })
          ).data.next_item,
      ),
    answerSurveyItem: (
      userRequestSurveyId: number,
      answer: { objectSatisfiedId: number; value: AnswerValue },
    ) =>
      orError(
        async () =>
          (
            await call('answerSurveyItem', {
              params: { id: userRequestSurveyId },
              body: {
                user_request_answer: {
                  object_satisfied_id: answer.objectSatisfiedId,
                  object_satisfied_type: 'Datum',
                  value: answer.value,
                },
              },
            })
          ).data.user_request_answer,
      ),
    /** Submits once: the same `idempotencyKey` on a retry replays the first answer. */
    submitSurvey: (userRequestSurveyId: number, idempotencyKey?: string) =>
      orError(async () => {
        const input: CallInput<'submitSurvey'> = { params: { id: userRequestSurveyId }, body: {} };
        if (idempotencyKey) input.idempotencyKey = idempotencyKey;
        return { requestId: (await call('submitSurvey', input)).data.request_id };
      }),

    /** Asks for a presigned address for one file: `{ presigned_url, key, method }`. */
    createUpload: async (file: { filename: string; contentType: string; size: number }) =>
      (
        await call('createUpload', {
          body: { upload: { filename: file.filename, content_type: file.contentType, size: file.size } },
        })
      ).data,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

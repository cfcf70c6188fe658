// Every route of docs/screens.md#routes, named once; components and redirects build links from here.

export const paths = {
  root: '/',
  welcome: '/welcome',
  aboutUs: '/welcome/about-us',
  aboutYou: '/welcome/about-you',
  contactInfo: '/welcome/contact-info',
  signIn: '/sign-in',
  signUp: (companySlug?: string) =>
    companySlug ? `/sign-up/${encodeURIComponent(companySlug)}` : '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: (resetToken: string) => `/reset-password/${encodeURIComponent(resetToken)}`,
  mfaEnrollment: '/mfa-enrollment',
  unlock: (unlockToken: string) => `/unlock/${encodeURIComponent(unlockToken)}`,
  dashboard: '/dashboard',
  requests: '/requests',
  request: (requestId: number | string) => `/requests/${requestId}`,
  /** The requester's email settings (the emails' unsubscribe page links here). */
  notificationSettings: '/settings/notifications',
  category: (categoryId: number | string) => `/requests/category/${categoryId}`,
  /** The own profile. */
  account: '/account',
  /** Authenticator app and recovery codes. */
  security: '/account/security',
  /** Signed-in devices. */
  devices: '/account/devices',
  /** A copy of the requester's data (docs/personal-data.md#export); the ready email links here. */
  yourData: '/account/data',
  confirmEmail: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  /** The old address's link to stop a pending email change. */
  cancelEmailChange: (token: string) => `/cancel-email-change/${encodeURIComponent(token)}`,
  /**
   * The survey flow runs inside the category page, keyed by the run's id so a reload resumes it; the
   * request survey's id only names the flow's heading.
   */
  survey: (categoryId: number | string, userRequestSurveyId: number | string, requestSurveyId?: number) =>
    `/requests/category/${categoryId}?survey=${userRequestSurveyId}${
      requestSurveyId ? `&request_survey=${requestSurveyId}` : ''
    }`,
} as const;

/** The search parameters of the survey flow on a category page: the run, and which survey it is. */
export const SURVEY_PARAM = 'survey';
export const REQUEST_SURVEY_PARAM = 'request_survey';

/** A route param that must be a positive integer id (request, category, legacy user id). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

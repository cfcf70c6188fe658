import type { z } from 'zod';
import { NoBody, SuccessBody } from './schemas/common.js';
import {
  CurrentUserResponse,
  PasswordResetRequestBody,
  ResetPasswordBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
  UnlockQuery,
} from './schemas/users.js';
import {
  MfaEnrollBody,
  MfaFactorsResponse,
  MfaVerifyBody,
  MfaVerifyResponse,
  RecoveryCodeBody,
  RecoveryCodesResponse,
  TotpCodeBody,
  TotpConfirmResponse,
  TotpEnrollmentResponse,
} from './schemas/mfa.js';
import { IdParams, RequestListQuery, RequestListResponse, RequestResponse } from './schemas/requests.js';
import { RequestSearchQuery } from './schemas/search.js';
import {
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  RequestEmailChangeBody,
  SessionIdParams,
  SessionListResponse,
  SignOutOtherSessionsResponse,
  UpdateLocaleBody,
  UpdateProfileBody,
} from './schemas/account.js';
import {
  RateRequestBody,
  RatingResponse,
  RatingSummaryQuery,
  RatingSummaryResponse,
  WithdrawRequestBody,
} from './schemas/requester.js';
import {
  AnswerBody,
  AnswerResponse,
  CategoryRequestSurveysResponse,
  NextItemQuery,
  NextItemResponse,
  RecommendedCategoriesResponse,
  StartSurveyBody,
  StartSurveyResponse,
  SubmitResponse,
  SurveyCategoriesResponse,
} from './schemas/surveys.js';
import { PresignBody, PresignResponse } from './schemas/uploads.js';
import {
  NotificationPreferencesResponse,
  RequestMuteResponse,
  SetRequestMuteBody,
  UpdateNotificationPreferencesBody,
} from './schemas/notifications.js';
import {
  MoveRequestBody,
  PostMessageBody,
  PostMessageResponse,
  QueueCountsQuery,
  QueueCountsResponse,
  QueueQuery,
} from './schemas/concierge.js';
import {
  AssignBody,
  ConciergeMessageBody,
  QueueItemListResponse,
  QueueRequestQuery,
  QueueRequestResponse,
  SavedReplyBody,
  SavedReplyListResponse,
  SavedReplyResponse,
  StaffListResponse,
} from './schemas/concierge-team.js';
import {
  AcceptStaffInviteBody,
  AcceptStaffInviteResponse,
  CreateStaffInviteBody,
  SetStaffActiveBody,
  StaffInviteResponse,
  StaffInvitesResponse,
  StaffMemberResponse,
} from './schemas/staff-accounts.js';
import {
  PasskeyCreationOptionsResponse,
  PasskeyMfaBody,
  PasskeyRequestOptionsResponse,
  PasskeyResponse,
  PasskeySignInBody,
  PasskeysResponse,
  RegisterPasskeyBody,
  RegisterPasskeyResponse,
  RenamePasskeyBody,
} from './schemas/passkeys.js';
import { routes, type EndpointName, type Route } from './routes.js';

export type { Access, EndpointName } from './routes.js';

/** One endpoint of the API: its route, and the schemas of what goes in and comes out. */
export interface Endpoint extends Route {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * The whole API with its schemas: the server registers and validates from it, the client checks answers
 * with it (loaded on the first call, see http.ts). Every route has exactly one entry here.
 */
export const contract = {
  signIn: { ...routes.signIn, body: SignInBody, response: SignInResponse },
  signUp: { ...routes.signUp, body: SignUpBody, response: SignUpResponse },
  signOut: { ...routes.signOut, response: SuccessBody },
  requestPasswordReset: {
    ...routes.requestPasswordReset,
    body: PasswordResetRequestBody,
    response: SuccessBody,
  },
  resetPassword: { ...routes.resetPassword, body: ResetPasswordBody, response: SuccessBody },
  getCurrentUser: { ...routes.getCurrentUser, response: CurrentUserResponse },
  unlock: { ...routes.unlock, query: UnlockQuery, response: SuccessBody },
  enrollMfa: { ...routes.enrollMfa, body: MfaEnrollBody, response: SuccessBody },
  sendOtp: { ...routes.sendOtp, body: NoBody, response: SuccessBody },
  verifyMfa: { ...routes.verifyMfa, body: MfaVerifyBody, response: MfaVerifyResponse },
  getMfaFactors: { ...routes.getMfaFactors, response: MfaFactorsResponse },
  startTotpEnrollment: { ...routes.startTotpEnrollment, body: NoBody, response: TotpEnrollmentResponse },
  confirmTotpEnrollment: {
    ...routes.confirmTotpEnrollment,
    body: TotpCodeBody,
    response: TotpConfirmResponse,
  },
  removeTotp: { ...routes.removeTotp, response: SuccessBody },
  verifyTotp: { ...routes.verifyTotp, body: TotpCodeBody, response: MfaVerifyResponse },
  regenerateRecoveryCodes: {
    ...routes.regenerateRecoveryCodes,
    body: NoBody,
    response: RecoveryCodesResponse,
  },
  verifyRecoveryCode: { ...routes.verifyRecoveryCode, body: RecoveryCodeBody, response: MfaVerifyResponse },
  getRequest: { ...routes.getRequest, params: IdParams, response: RequestResponse },
  getOpenRequests: { ...routes.getOpenRequests, query: RequestListQuery, response: RequestListResponse },
  getInProgressRequests: {
    ...routes.getInProgressRequests,
    query: RequestListQuery,
    response: RequestListResponse,
  },
  getCompletedRequests: {
    ...routes.getCompletedRequests,
    query: RequestListQuery,
    response: RequestListResponse,
  },
  postRequestMessage: {
    ...routes.postRequestMessage,
    params: IdParams,
    body: PostMessageBody,
    response: PostMessageResponse,
  },
  completeRequest: { ...routes.completeRequest, params: IdParams, body: NoBody, response: RequestResponse },
  getRecommendedCategories: { ...routes.getRecommendedCategories, response: RecommendedCategoriesResponse },
  getSurveyCategories: { ...routes.getSurveyCategories, response: SurveyCategoriesResponse },
  getCategoryRequestSurveys: {
    ...routes.getCategoryRequestSurveys,
    params: IdParams,
    response: CategoryRequestSurveysResponse,
  },
  startUserRequestSurvey: {
    ...routes.startUserRequestSurvey,
    params: IdParams,
    body: StartSurveyBody,
    response: StartSurveyResponse,
  },
  getNextSurveyItem: {
    ...routes.getNextSurveyItem,
    params: IdParams,
    query: NextItemQuery,
    response: NextItemResponse,
  },
  answerSurveyItem: {
    ...routes.answerSurveyItem,
    params: IdParams,
    body: AnswerBody,
    response: AnswerResponse,
  },
  submitSurvey: { ...routes.submitSurvey, params: IdParams, body: NoBody, response: SubmitResponse },
  createUpload: { ...routes.createUpload, body: PresignBody, response: PresignResponse },
  getQueue: { ...routes.getQueue, query: QueueQuery, response: QueueItemListResponse },
  getQueueCounts: { ...routes.getQueueCounts, query: QueueCountsQuery, response: QueueCountsResponse },
  getQueueRequest: {
    ...routes.getQueueRequest,
    params: IdParams,
    query: QueueRequestQuery,
    response: QueueRequestResponse,
  },
  postConciergeMessage: {
    ...routes.postConciergeMessage,
    params: IdParams,
    body: ConciergeMessageBody,
    response: PostMessageResponse,
  },
  moveRequest: { ...routes.moveRequest, params: IdParams, body: MoveRequestBody, response: RequestResponse },
  searchRequests: { ...routes.searchRequests, query: RequestSearchQuery, response: RequestListResponse },
  withdrawRequest: {
    ...routes.withdrawRequest,
    params: IdParams,
    body: WithdrawRequestBody,
    response: RequestResponse,
  },
  getRequestRating: { ...routes.getRequestRating, params: IdParams, response: RatingResponse },
  rateRequest: { ...routes.rateRequest, params: IdParams, body: RateRequestBody, response: RatingResponse },
  getQueueRequestRating: { ...routes.getQueueRequestRating, params: IdParams, response: RatingResponse },
  getRatingSummary: {
    ...routes.getRatingSummary,
    query: RatingSummaryQuery,
    response: RatingSummaryResponse,
  },
  assignRequest: {
    ...routes.assignRequest,
    params: IdParams,
    body: AssignBody,
    response: QueueRequestResponse,
  },
  getStaff: { ...routes.getStaff, response: StaffListResponse },
  getSavedReplies: { ...routes.getSavedReplies, response: SavedReplyListResponse },
  createSavedReply: { ...routes.createSavedReply, body: SavedReplyBody, response: SavedReplyResponse },
  updateSavedReply: {
    ...routes.updateSavedReply,
    params: IdParams,
    body: SavedReplyBody,
    response: SavedReplyResponse,
  },
  deleteSavedReply: { ...routes.deleteSavedReply, params: IdParams, response: SuccessBody },
  updateProfile: { ...routes.updateProfile, body: UpdateProfileBody, response: CurrentUserResponse },
  changePassword: { ...routes.changePassword, body: ChangePasswordBody, response: SuccessBody },
  updateLocale: { ...routes.updateLocale, body: UpdateLocaleBody, response: CurrentUserResponse },
  requestEmailChange: { ...routes.requestEmailChange, body: RequestEmailChangeBody, response: SuccessBody },
  confirmEmailChange: { ...routes.confirmEmailChange, body: ConfirmEmailChangeBody, response: SuccessBody },
  getNotificationPreferences: {
    ...routes.getNotificationPreferences,
    response: NotificationPreferencesResponse,
  },
  updateNotificationPreferences: {
    ...routes.updateNotificationPreferences,
    body: UpdateNotificationPreferencesBody,
    response: NotificationPreferencesResponse,
  },
  getRequestMute: { ...routes.getRequestMute, params: IdParams, response: RequestMuteResponse },
  setRequestMute: {
    ...routes.setRequestMute,
    params: IdParams,
    body: SetRequestMuteBody,
    response: RequestMuteResponse,
  },
  getStaffInvites: { ...routes.getStaffInvites, response: StaffInvitesResponse },
  createStaffInvite: {
    ...routes.createStaffInvite,
    body: CreateStaffInviteBody,
    response: StaffInviteResponse,
  },
  acceptStaffInvite: {
    ...routes.acceptStaffInvite,
    body: AcceptStaffInviteBody,
    response: AcceptStaffInviteResponse,
  },
  setStaffActive: {
    ...routes.setStaffActive,
    params: IdParams,
    body: SetStaffActiveBody,
    response: StaffMemberResponse,
  },
  getSessions: { ...routes.getSessions, response: SessionListResponse },
  signOutSession: { ...routes.signOutSession, params: SessionIdParams, response: SuccessBody },
  signOutOtherSessions: { ...routes.signOutOtherSessions, response: SignOutOtherSessionsResponse },
  getPasskeys: { ...routes.getPasskeys, response: PasskeysResponse },
  startPasskeyRegistration: {
    ...routes.startPasskeyRegistration,
    body: NoBody,
    response: PasskeyCreationOptionsResponse,
  },
  registerPasskey: {
    ...routes.registerPasskey,
    body: RegisterPasskeyBody,
    response: RegisterPasskeyResponse,
  },
  renamePasskey: {
    ...routes.renamePasskey,
    params: IdParams,
    body: RenamePasskeyBody,
    response: PasskeyResponse,
  },
  removePasskey: { ...routes.removePasskey, params: IdParams, response: SuccessBody },
  startPasskeyMfa: { ...routes.startPasskeyMfa, body: NoBody, response: PasskeyRequestOptionsResponse },
  verifyPasskeyMfa: { ...routes.verifyPasskeyMfa, body: PasskeyMfaBody, response: MfaVerifyResponse },
  startPasskeySignIn: {
    ...routes.startPasskeySignIn,
    body: NoBody,
    response: PasskeyRequestOptionsResponse,
  },
  passkeySignIn: { ...routes.passkeySignIn, body: PasskeySignInBody, response: SignInResponse },
} as const satisfies { [N in EndpointName]: Endpoint };

export type Contract = typeof contract;

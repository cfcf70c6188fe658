// The pieces every end-to-end suite (apps/web, apps/console, e2e/) shares. TypeScript source: Playwright's
// loader compiles it like the suites' own files.
export { CHECK_WIDTHS, expectAccessible, settleAnimations } from './accessibility';
export {
  nodeClient,
  SETUP_ANSWER,
  signUpThroughApi,
  submittedRequestThroughApi,
  type NodeClient,
  type TestPerson,
} from './api';
export { expectAppIcons } from './app-icons';
export { SAMPLE_PDF } from './files';
export { watchForPageErrors } from './page-errors';
export {
  addressOf,
  capturedMailsTo,
  freePort,
  linksOf,
  sendEmail,
  startMailCapture,
  type CapturedMail,
} from './mail';
export { addVirtualAuthenticator, type VirtualAuthenticator } from './virtual-authenticator';
export {
  DEMO_STAFF_TOTP_SECRET,
  enrolAppThroughApi,
  freshTotpCode,
  passConsoleAppStep,
  staffSignInThroughApi,
  totpCodeAt,
  type AppStepTexts,
  type StaffAccount,
} from './second-factor';

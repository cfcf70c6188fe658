import {
  createAuthClient,
  type AuthClient,
  type MfaFactorKind,
  type PasskeyAssertion,
  type PasskeyRequestOptions,
  type SessionAccess,
  type SignUpInput,
} from '@concierge/api-client/auth';
import { AUTH_ROUTES } from './constants.js';
import { destinationAfterAuth, type AuthView } from './guards.js';
import {
  assertTransition,
  initialAuthState,
  isAuthTransitionError,
  NO_MFA_FLAGS,
  transition,
  type AuthEvent,
  type AuthEventType,
  type AuthState,
} from './machine.js';
import { createSession, type Session, type SessionOptions } from './session.js';

/**
 * Changes the page to where the auth flow goes next: `path` is the route (`/mfa-enrollment`, `/dashboard`,
 * `/sign-in`, a saved return path…), `state` the state the flow is now in, so an app without those routes can
 * act on the state instead: `mfaEnrollmentAvailable` means the account may enrol a second factor (or go on
 * without, `skipMfaEnrollment()`).
 */
export type AuthNavigate = (path: string, state: AuthState) => void;

/** What a custom client factory must wire into its client: the session and the 401 hooks. */
export interface AuthClientWiring {
  session: SessionAccess;
  onUnauthorized: (returnPath: string) => void;
  onMfaRequired: () => void;
}

/**
 * Options of {@link createAuthStore}: either `baseUrl` (and `fetch`) for the default client (the auth
 * endpoints alone, `createAuthClient`), or your own `createClient`, e.g. `createApiClient` for every endpoint.
 */
export interface AuthStoreOptions<C extends AuthClient = AuthClient> extends Pick<
  SessionOptions,
  'storage' | 'now'
> {
  /** API origin for the default client, e.g. from `resolveApiBase()`; defaults to same-origin. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch | undefined;
  /** Where the 401 return path is read from; defaults to the browser's location. */
  currentPath?: (() => string) | undefined;
  /** Builds the API client; it must pass `wiring` through to `createApiClient` (or `createAuthClient`). */
  createClient?: ((wiring: AuthClientWiring) => C) | undefined;
  /** Use this session instead of one over `storage` and `now`. */
  session?: Session | undefined;
  /**
   * How the flow changes the page, the app's choice: the router's navigate (told the path and the new state),
   * or `false` for an app that has no such pages (a widget in another app): the store then never changes the
   * page, and the app follows the state the actions resolve to. Left out: the browser's `location.assign`.
   */
  navigate?: AuthNavigate | false | undefined;
  /**
   * `warn`: rejected transitions coming from the API client's hooks; `error`: the default client's logged
   * failures. Defaults to `console`.
   */
  logger?: Pick<Console, 'warn' | 'error'> | undefined;
}

/** `sessionEnded`: clear every cached query. `userChanged`: reload the current user. */
export type AuthStoreEvent = 'sessionEnded' | 'userChanged';

/** Session + state machine + API client: the actions of the auth flow, usable with or without React. */
export interface AuthStore<C extends AuthClient = AuthClient> {
  readonly session: Session;
  /** The client the store calls: `createClient`'s, else the auth endpoints alone. */
  readonly client: C;
  getState(): AuthState;
  /** The state plus whether the session is valid right now: what the guard functions take. */
  view(): AuthView;
  subscribe(listener: () => void): () => void;
  on(event: AuthStoreEvent, listener: () => void): () => void;
  /**
   * Registers the router's navigate (or `false`: never change the page); returns a function that restores
   * the previous one.
   */
  setNavigate(navigate: AuthNavigate | false): () => void;
  /** The actions below resolve to the new state and navigate to where the flow goes next. */
  signIn(email: string, password: string): Promise<AuthState>;
  signUp(user: SignUpInput): Promise<AuthState>;
  enrollMfa(mfaNumber: string): Promise<AuthState>;
  sendMfaCode(): Promise<AuthState>;
  verifyMfa(otp: string): Promise<AuthState>;
  /** Picks the second factor at the MFA step (`sms` keeps the texted-code steps). */
  chooseMfaFactor(factor: MfaFactorKind): AuthState;
  /** Back to the choice of factor ("Try another way"). */
  clearMfaFactor(): AuthState;
  /** Passes the MFA step with an authenticator-app code. */
  verifyTotp(code: string): Promise<AuthState>;
  /** Passes the MFA step with a recovery code (spent; its use is emailed). */
  verifyRecoveryCode(code: string): Promise<AuthState>;
  /**
   * Confirms a new authenticator app while signed in; the session's new MFA token is stored. Resolves to the
   * account's first recovery codes (null when it already had a set), to be shown once.
   */
  confirmTotpEnrollment(code: string): Promise<{ recoveryCodes: string[] | null }>;
  /**
   * Passes the MFA step with a passkey (the factor is chosen first when it was not): the challenge is asked
   * for, `sign` runs the browser's WebAuthn call on it (`@simplewebauthn/browser` in the app), and the
   * signed answer is verified. One event, `MFA_VERIFIED`, as for every factor.
   */
  verifyPasskey(sign: (options: PasskeyRequestOptions) => Promise<PasskeyAssertion>): Promise<AuthState>;
  /**
   * Signs in with a passkey alone: it passes both factors at once, so the session starts with its
   * MFA token and no MFA step. `staffOnly` (the console) refuses a non-staff account with 403.
   */
  signInWithPasskey(
    sign: (options: PasskeyRequestOptions) => Promise<PasskeyAssertion>,
    options?: { staffOnly?: boolean | undefined },
  ): Promise<AuthState>;
  skipMfaEnrollment(): AuthState;
  signOut(): Promise<void>;
  /** Saves the path a guard redirected away from. */
  saveReturnPath(path: string): AuthState;
}

const browserNavigate: AuthNavigate = (path) =>
  (globalThis as { location?: Location }).location?.assign(path);
const stayOnPage: AuthNavigate = () => undefined;
const navigateOf = (choice: AuthNavigate | false | undefined): AuthNavigate =>
  choice === false ? stayOnPage : (choice ?? browserNavigate);

/** Creates the auth store: reads the persisted state, wires the API client's 401 hooks to the machine. */
export function createAuthStore<C extends AuthClient = AuthClient>(
  options: AuthStoreOptions<C> = {},
): AuthStore<C> {
  const session =
    options.session ??
    createSession({
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  const logger = options.logger ?? console;
  let navigateTo = navigateOf(options.navigate);
  const listeners = new Set<() => void>();
  const hooks: Record<AuthStoreEvent, Set<() => void>> = { sessionEnded: new Set(), userChanged: new Set() };
  let stopSync: (() => void) | null = null;
  // While our own sign-out runs, a 401 on it must not start a second "signed out" flow.
  let signingOut = false;

  /** The persisted state, read as signed out when corrupt or when its session is gone; never writes. */
  const hydrate = (): AuthState => {
    const flow = session.readFlow();
    if (flow === null) return initialAuthState;
    if (flow.status !== 'signedOut' && !session.isAuthenticated()) {
      return { ...initialAuthState, returnPath: flow.returnPath };
    }
    return flow;
  };
  let state = hydrate();

  const emit = (event: AuthStoreEvent) => hooks[event].forEach((listener) => listener());
  const notify = () => listeners.forEach((listener) => listener());
  const view = (): AuthView => ({
    ...state,
    authenticated: state.status !== 'signedOut' && session.isAuthenticated(),
  });

  function dispatch(event: AuthEvent): AuthState {
    const next = transition(state, event);
    if (event.type === 'SIGNED_IN' || event.type === 'SIGNED_UP') session.start(event.session);
    if (event.type === 'SIGNED_IN' && event.session.mfaToken) session.saveMfaToken(event.session.mfaToken);
    if (event.type === 'MFA_VERIFIED' || event.type === 'MFA_TOKEN_RENEWED')
      session.saveMfaToken(event.mfaToken);
    const ends =
      event.type === 'UNAUTHORIZED' || event.type === 'SESSION_EXPIRED' || event.type === 'SIGNED_OUT';
    if (ends) session.clear();
    state = next;
    session.writeFlow(state);
    notify();
    if (ends) emit('sessionEnded');
    if (event.type === 'SIGNED_IN' || event.type === 'SIGNED_UP' || event.type === 'MFA_VERIFIED') {
      emit('userChanged');
    }
    return state;
  }

  /** A token that ran out while the state still says signed in is settled before any action. */
  function settleExpiry() {
    if (state.status !== 'signedOut' && !session.isAuthenticated()) dispatch({ type: 'SESSION_EXPIRED' });
  }

  /** Rejects an impossible action before its request is sent. */
  function assertCan(type: AuthEventType) {
    settleExpiry();
    assertTransition(state, type);
  }

  /** Hooks called from inside the API client must not throw into it: a rejection is reported instead. */
  function dispatchFromClient(event: AuthEvent) {
    try {
      dispatch(event);
    } catch (error) {
      if (!isAuthTransitionError(error)) throw error;
      logger.warn(error.message);
    }
  }

  /** Hands the app the next route and the state the flow is now in. */
  const go = (path: string) => navigateTo(path, state);

  /** Navigates to where the flow goes next; once signed in, the saved return path is used up. */
  function finish(override?: string): AuthState {
    const to = override ?? destinationAfterAuth(view());
    if (state.status === 'signedIn') dispatch({ type: 'DESTINATION_REACHED' });
    go(to);
    return state;
  }

  /** Any second factor's answer: checked before the request, then the MFA token stored and on to where next. */
  async function passFactor(verify: () => Promise<string>): Promise<AuthState> {
    assertCan('MFA_VERIFIED');
    dispatch({ type: 'MFA_VERIFIED', mfaToken: await verify() });
    return finish();
  }

  const wiring: AuthClientWiring = {
    // A state that reads as signed out (corrupt or expired record) sends no token, whatever storage holds.
    session: {
      getToken: () => (state.status === 'signedOut' ? null : session.getToken()),
      getMfaToken: () => (state.status === 'signedOut' ? null : session.getMfaToken()),
      clear: () => session.clear(),
    },
    onUnauthorized(returnPath) {
      if (signingOut) return;
      dispatchFromClient({ type: 'UNAUTHORIZED', returnPath });
      go(AUTH_ROUTES.signIn);
    },
    // 'MFA authentication required' only raises the flag; the session and the page stay.
    onMfaRequired() {
      if (!signingOut) dispatchFromClient({ type: 'MFA_REQUIRED' });
    },
  };
  const client =
    options.createClient?.(wiring) ??
    // Without a factory C is AuthClient (its default): nothing else can be asked of this store's client.
    (createAuthClient({
      baseUrl: options.baseUrl ?? '',
      logger,
      ...wiring,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.currentPath ? { currentPath: options.currentPath } : {}),
    }) as C);

  /** Another tab changed the auth keys: adopt its state; if it signed us out, leave like a sign-out. */
  function syncFromStorage() {
    const previous = state;
    const next = hydrate();
    if (JSON.stringify(next) === JSON.stringify(previous)) return;
    state = next;
    notify();
    if (previous.status !== 'signedOut' && next.status === 'signedOut') {
      emit('sessionEnded');
      go(AUTH_ROUTES.signIn);
    } else if (next.status === 'signedIn' && previous.status !== 'signedIn') {
      emit('userChanged');
    }
  }

  return {
    session,
    client,
    getState: () => state,
    view,
    subscribe(listener) {
      listeners.add(listener);
      if (!stopSync) {
        stopSync = session.subscribe(syncFromStorage);
        syncFromStorage();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopSync) {
          stopSync();
          stopSync = null;
        }
      };
    },
    on(event, listener) {
      hooks[event].add(listener);
      return () => void hooks[event].delete(listener);
    },
    setNavigate(choice) {
      const previous = navigateTo;
      const next = navigateOf(choice);
      navigateTo = next;
      return () => {
        if (navigateTo === next) navigateTo = previous;
      };
    },
    async signIn(email, password) {
      assertCan('SIGNED_IN');
      const answer = await client.signIn(email, password);
      dispatch({
        type: 'SIGNED_IN',
        session: { token: answer.token, expiresAt: answer.expiresAt },
        mfa: {
          verificationRequired: answer.mfaRequiresVerification,
          required: answer.mfaRequired,
          enrollmentAvailable: answer.mfaEnrollmentAvailable,
        },
      });
      return finish();
    },
    async signUp(user) {
      assertCan('SIGNED_UP');
      const answer = await client.signUp(user);
      dispatch({
        type: 'SIGNED_UP',
        session: { token: answer.token, expiresAt: answer.expiresAt },
        mfaEnrollmentAvailable: answer.mfaEnrollmentAvailable,
      });
      // A new account starts at onboarding; with enrollment available the MFA page comes first (the flag).
      return finish(state.status === 'signedIn' ? AUTH_ROUTES.onboarding : undefined);
    },
    async enrollMfa(mfaNumber) {
      assertCan('PHONE_ENROLLED');
      await client.enrollMfa(mfaNumber);
      return dispatch({ type: 'PHONE_ENROLLED' });
    },
    async sendMfaCode() {
      assertCan('CODE_SENT');
      await client.sendOtp();
      return dispatch({ type: 'CODE_SENT' });
    },
    verifyMfa: (otp) => passFactor(() => client.verifyMfa(otp)),
    chooseMfaFactor(factor) {
      settleExpiry();
      return dispatch({ type: 'FACTOR_CHOSEN', factor });
    },
    clearMfaFactor() {
      settleExpiry();
      return dispatch({ type: 'FACTOR_CLEARED' });
    },
    verifyTotp: (code) => passFactor(() => client.verifyTotp(code)),
    verifyRecoveryCode: (code) => passFactor(() => client.verifyRecoveryCode(code)),
    async confirmTotpEnrollment(code) {
      assertCan('MFA_TOKEN_RENEWED');
      const confirmed = await client.confirmTotpEnrollment(code);
      dispatch({ type: 'MFA_TOKEN_RENEWED', mfaToken: confirmed.mfaToken });
      return { recoveryCodes: confirmed.recoveryCodes };
    },
    verifyPasskey(sign) {
      settleExpiry();
      if (state.status === 'mfaVerificationRequired') dispatch({ type: 'FACTOR_CHOSEN', factor: 'passkey' });
      return passFactor(async () => client.verifyPasskeyMfa(await sign(await client.startPasskeyMfa())));
    },
    async signInWithPasskey(sign, options = {}) {
      assertCan('SIGNED_IN');
      const assertion = await sign(await client.startPasskeySignIn());
      const answer = await client.passkeySignIn(assertion, options);
      dispatch({ type: 'SIGNED_IN', session: answer, mfa: { ...NO_MFA_FLAGS } });
      return finish();
    },
    skipMfaEnrollment() {
      settleExpiry();
      dispatch({ type: 'ENROLLMENT_SKIPPED' });
      return finish();
    },
    async signOut() {
      if (session.getToken() !== null) {
        signingOut = true;
        try {
          // Revoke on the server first (SECURITY.md): the token must still be there to be revoked.
          await client.signOut();
        } finally {
          signingOut = false;
        }
      }
      dispatch({ type: 'SIGNED_OUT' });
      go(AUTH_ROUTES.signIn);
    },
    saveReturnPath(path) {
      settleExpiry();
      return dispatch({ type: 'RETURN_PATH_SAVED', returnPath: path });
    },
  };
}

import { useCallback, useRef, useState } from 'react';
import {
  isFreshProofRequired,
  type ApiClient,
  type MfaFactorKind,
  type PasskeyAssertion,
  type PasskeyRequestOptions,
} from '@concierge/api-client';
import type { Session } from './session.js';

/** What {@link useFreshProof} calls: the account's factors, the password re-entry and every factor's verify. */
export type FreshProofApi = Pick<
  ApiClient,
  | 'getMfaFactors'
  | 'reauthenticate'
  | 'sendOtp'
  | 'verifyMfa'
  | 'verifyTotp'
  | 'verifyRecoveryCode'
  | 'startPasskeyMfa'
  | 'verifyPasskeyMfa'
>;

export interface FreshProofOptions {
  /** Where a factor's new MFA token goes (each verify renews it): the auth store's session. */
  session: Pick<Session, 'saveMfaToken'>;
  /** The browser's assertion ceremony (the kit's `signChallenge`). */
  sign: (options: PasskeyRequestOptions) => Promise<PasskeyAssertion>;
  /** What a guarded call rejects with when the person cancels the prompt (its message is shown there). */
  cancelled: () => Error;
}

/** The codes a person can type as proof: a texted code, an authenticator app's, a recovery code. */
export type FreshProofCode = Extract<MfaFactorKind, 'sms' | 'totp' | 'recovery_code'>;

/** The open prompt: what the app's dialog shows and calls. Every method rejects with the API's error. */
export interface FreshProofPrompt {
  /**
   * The account's factors in the MFA step's order, null while they load. None (or recovery codes alone):
   * the account's password is its proof.
   */
  factors: readonly MfaFactorKind[] | null;
  /** The factors could not be read: the dialog says so and offers to try again. */
  failed: boolean;
  reload: () => void;
  withPassword: (password: string) => Promise<void>;
  /** Texts a code to the enrolled phone (then `withCode('sms', …)`). */
  sendCode: () => Promise<void>;
  withCode: (kind: FreshProofCode, code: string) => Promise<void>;
  withPasskey: () => Promise<void>;
  /** Closes the prompt: every call waiting on it rejects with `cancelled()`, nothing changed. */
  cancel: () => void;
}

export interface FreshProof {
  /**
   * Runs `action`. When the server answers that this session must prove itself first (403
   * `recent-auth-required`: a factor change or a session-ending action, docs/SECURITY.md), opens the prompt
   * and waits: once proved, `action` runs again and its outcome is the guarded call's; cancelled, the call
   * rejects with `cancelled()`. The caller's form or dialog stays as it was meanwhile: nothing typed is lost.
   */
  guard: <T>(action: () => Promise<T>) => Promise<T>;
  /** The open prompt, or null. */
  prompt: FreshProofPrompt | null;
}

interface Waiting {
  retry: () => void;
  reject: (reason: unknown) => void;
}

/**
 * Fresh proof for the account's sensitive calls (web account and security pages, console security page):
 * wrap each call in `guard`, and render a dialog for `prompt` while it is set. The proof is whatever the
 * account has: a second factor (passkey, app, texted or recovery code, passed again through its verify
 * call, whose new MFA token is stored at once) or, with none, its password (`reauthenticate`).
 */
export function useFreshProof(api: FreshProofApi, options: FreshProofOptions): FreshProof {
  const [open, setOpen] = useState(false);
  const [factors, setFactors] = useState<readonly MfaFactorKind[] | null>(null);
  const [failed, setFailed] = useState(false);
  const waiting = useRef<Waiting[]>([]);
  const latest = useRef({ api, options });
  latest.current = { api, options };

  const loadFactors = useCallback(() => {
    setFactors(null);
    setFailed(false);
    latest.current.api.getMfaFactors().then(
      (read) => setFactors(read.factors),
      () => setFailed(true),
    );
  }, []);

  const guard = useCallback(
    async <T>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!isFreshProofRequired(error)) throw error;
      }
      return new Promise<T>((resolve, reject) => {
        const retry = () => void action().then(resolve, reject);
        waiting.current.push({ retry, reject });
        if (waiting.current.length === 1) {
          loadFactors();
          setOpen(true);
        }
      });
    },
    [loadFactors],
  );

  /** Proof given: the prompt closes and every waiting call runs again. */
  const proved = () => {
    const calls = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const call of calls) call.retry();
  };
  const withToken = async (verify: () => Promise<string>) => {
    latest.current.options.session.saveMfaToken(await verify());
    proved();
  };
  const { api: client, options: current } = latest.current;

  const prompt: FreshProofPrompt | null = open
    ? {
        factors,
        failed,
        reload: loadFactors,
        withPassword: async (password) => {
          await client.reauthenticate(password);
          proved();
        },
        sendCode: () => client.sendOtp(),
        withCode: (kind, code) =>
          withToken(() =>
            kind === 'sms'
              ? client.verifyMfa(code)
              : kind === 'totp'
                ? client.verifyTotp(code)
                : client.verifyRecoveryCode(code),
          ),
        withPasskey: () =>
          withToken(async () => client.verifyPasskeyMfa(await current.sign(await client.startPasskeyMfa()))),
        cancel: () => {
          const calls = waiting.current;
          waiting.current = [];
          setOpen(false);
          for (const call of calls) call.reject(current.cancelled());
        },
      }
    : null;

  return { guard, prompt };
}

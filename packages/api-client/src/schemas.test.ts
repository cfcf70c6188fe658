// The constants the contract carries (docs/requests.md#entities, docs/validation.md#validation-rules, docs/limits.md#business-constants; SECURITY.md) and the payload rules the server
// enforces with these same schemas.
import { describe, expect, it } from 'vitest';
import {
  ANSWER_OBJECT_TYPE,
  AnswerBody,
  DEFAULT_STATUS,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
  PresignBody,
  ResetPasswordBody,
  SignUpBody,
  UPLOAD_MAX_BYTES,
} from './index.js';

describe('spec constants', () => {
  it('are the spec numbers and texts', () => {
    expect(UPLOAD_MAX_BYTES).toBe(26_214_400);
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_BYTES).toBe(1024);
    expect(ANSWER_OBJECT_TYPE).toBe('Datum');
    expect(DEFAULT_STATUS).toEqual({ open: 'In Queue', in_progress: 'In Progress', completed: 'Completed' });
  });
});

describe('payload schemas', () => {
  const user = { email: ' Ada@Example.COM ', password: 'twelve chars', name: 'Ada', last_name: 'King' };

  it('sign-up: terms_of_service defaults to 1, the email is trimmed and lowercased', () => {
    expect(SignUpBody.parse({ user }).user).toMatchObject({ email: 'ada@example.com', terms_of_service: 1 });
  });

  it('new passwords: at least 12 characters, spaces and emoji welcome, capped in bytes', () => {
    const withPassword = (password: string) => SignUpBody.safeParse({ user: { ...user, password } }).success;
    expect(withPassword('elevenchars')).toBe(false);
    expect(withPassword('🐈 🐈 🐈 🐈 🐈 🐈 ')).toBe(true);
    expect(withPassword('x'.repeat(128))).toBe(true);
    expect(withPassword('é'.repeat(513))).toBe(false);
  });

  it('reset: the confirmation must match', () => {
    const body = { reset_password_token: 't', password: 'a long passphrase', password_confirmation: 'other' };
    expect(ResetPasswordBody.safeParse(body).error?.issues[0]?.path).toEqual(['password_confirmation']);
  });

  it('answers name a Datum and hold text, choices or null', () => {
    const answer = (value: unknown) =>
      AnswerBody.safeParse({
        user_request_answer: { object_satisfied_id: 1, object_satisfied_type: 'Datum', value },
      }).success;
    expect([answer('text'), answer(['a', 'b']), answer(null), answer(3)]).toEqual([true, true, true, false]);
  });

  it('presign declares type and size; the type defaults to a generic binary', () => {
    expect(PresignBody.parse({ upload: { filename: 'a.bin', size: 3 } }).upload.content_type).toBe(
      'application/octet-stream',
    );
    expect(PresignBody.safeParse({ upload: { filename: 'a.bin' } }).success).toBe(false);
  });
});

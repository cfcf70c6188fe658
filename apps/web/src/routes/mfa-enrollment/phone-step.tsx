import { MESSAGES } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import { Alert, Button, Form, FormActions, PhoneInput } from '@concierge/ui';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { useZodForm } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { MFA_TEXTS } from './mfa-texts';

const T = MFA_TEXTS.phone;

/**
 * Not in the spec: US numbers, the market the product serves. The country code is added on sending rather
 * than written into the mask, where its literal digit would swallow a typed 1.
 */
export const PHONE_MASK = '(999) 999-9999';
export const PHONE_COUNTRY_CODE = '+1';

const withCountryCode = (masked: string) => `${PHONE_COUNTRY_CODE} ${masked.trim()}`;

const fieldId = (name: string) => `mfa-${name}`;

/** Step 1 of enrollment: the phone that receives the codes (the server texts the first code at once). */
export function PhoneStep({ canSkip }: { canSkip: boolean }) {
  const { enrollMfa, skipMfaEnrollment } = useAuth();
  // A new phone is a factor change: past 15 minutes since the sign-in or the last second factor, the server
  // asks for fresh proof first (the dialog gets it, then the same number is sent again).
  const proof = useAccountFreshProof();
  const form = useZodForm({
    defaultValues: { mfa_number: '' },
    schema: async () => (await loadFormSchemas()).MfaEnrollBody,
    // An empty field must fail as empty, not pass as a bare country code.
    toBody: ({ mfa_number }) => ({ mfa_number: mfa_number.trim() ? withCountryCode(mfa_number) : '' }),
    onSubmit: async ({ mfa_number }) =>
      void (await proof.guard(() => enrollMfa(withCountryCode(mfa_number)))),
    fieldId,
    fallbackError: MESSAGES.mfaEnrollFailed,
  });

  return (
    <Form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.formLabel}>
      <p>{T.intro}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <PhoneInput
        id={fieldId('mfa_number')}
        label={T.label}
        name="mfa_number"
        mask={PHONE_MASK}
        countryCode={PHONE_COUNTRY_CODE}
        autoComplete="tel-national"
        required
        onValueChange={(value) => form.setValue('mfa_number', value)}
        errorMessage={form.errors.mfa_number}
      />
      <FormActions>
        <Button type="submit" loading={form.submitting} loadingLabel={T.submitting}>
          {T.submit}
        </Button>
        {canSkip ? (
          <Button variant="tertiary" onClick={() => skipMfaEnrollment()}>
            {T.notNow}
          </Button>
        ) : null}
      </FormActions>
      <FreshProofDialog prompt={proof.prompt} />
    </Form>
  );
}

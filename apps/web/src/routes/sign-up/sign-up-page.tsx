import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '@concierge/api-client';
import { useAuthState } from '@concierge/auth/core';
import { Alert, Button, Checkbox, Form, FormActions, Input } from '@concierge/ui';
import { paths } from '../../app/paths';
import { useZodForm } from '@concierge/forms';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { SIGN_UP_TEXTS as T } from './sign-up-texts';

const fieldId = (name: string) => `sign-up-${name}`;

interface SignUpValues extends Record<string, unknown> {
  name: string;
  last_name: string;
  email: string;
  password: string;
  company_slug: string;
  terms: boolean;
}

/** The body the contract's SignUpBody checks: the terms box is the form's own rule. */
function toBody({ terms: _terms, company_slug, ...user }: SignUpValues) {
  return { user: { ...user, ...(company_slug.trim() ? { company_slug } : {}) } };
}

/**
 * /sign-up/{companySlug?} (docs/screens.md#routes): a new account, optionally tied to a company; signs in on success. An
 * invite link (`?invite=…`) carries the token an invitation-only company's sign-up needs.
 */
export function SignUpPage() {
  usePageTitle(T.title);
  const { companySlug = '' } = useParams();
  const invite = useSearchParams()[0].get('invite');
  const { signUp } = useAuthState();
  const form = useZodForm<SignUpValues>({
    defaultValues: {
      name: '',
      last_name: '',
      email: '',
      password: '',
      company_slug: companySlug,
      terms: false,
    },
    schema: async () => (await loadFormSchemas()).SignUpBody,
    toBody,
    fieldsAt: ['user'],
    check: ({ terms }) => (terms ? {} : { terms: T.termsRequired }),
    onSubmit: async ({ terms: _terms, company_slug, ...user }) => {
      // docs/validation.md#validation-rules: terms_of_service is sent, 1 once accepted (the form does not submit otherwise).
      const slug = company_slug.trim();
      await signUp({
        ...user,
        terms_of_service: 1,
        ...(slug ? { company_slug: slug } : {}),
        ...(slug && invite ? { invite_token: invite } : {}),
      });
    },
    fieldId,
    fallbackError: MESSAGES.signInFailed,
  });
  const text = form.field;

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      <Form method="post" noValidate onSubmit={form.handleSubmit} onFocus={form.prepare} aria-label={T.title}>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <div className="form-row">
          <Input {...text('name')} label={T.firstName} autoComplete="given-name" required />
          <Input {...text('last_name')} label={T.lastName} autoComplete="family-name" required />
        </div>
        <Input {...text('email')} label={T.email} type="email" autoComplete="email" required />
        <Input
          {...text('password')}
          label={T.password}
          type="password"
          autoComplete="new-password"
          placeholder={T.passwordPlaceholder}
          required
        />
        <Input {...text('company_slug')} label={T.companyCode} autoComplete="organization" />
        <Checkbox
          id={fieldId('terms')}
          name="terms_of_service"
          label={T.termsLabel}
          required
          checked={form.values.terms}
          onCheckedChange={(checked) => form.setValue('terms', checked)}
          errorMessage={form.errors.terms}
        />
        <FormActions>
          <Button type="submit" loading={form.submitting} loadingLabel={T.submitting}>
            {T.submit}
          </Button>
        </FormActions>
      </Form>
      <p>
        {T.haveAccount} <RouterLink to={paths.signIn}>{T.signIn}</RouterLink>
      </p>
    </main>
  );
}

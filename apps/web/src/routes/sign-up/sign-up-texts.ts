// /sign-up's texts: in its prerendered first load, so only this page's words.

import { localizable } from '@concierge/app-locale';

export const SIGN_UP_TEXTS = localizable('signUp', {
  title: 'Create an account',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordPlaceholder: 'At least 12 characters',
  companyCode: 'Company code',
  termsLabel: 'I accept the terms of service',
  termsRequired: 'Accept the terms of service to create an account.',
  submit: 'Create account',
  submitting: 'Creating your account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
});

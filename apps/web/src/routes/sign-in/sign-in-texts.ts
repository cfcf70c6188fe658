// /sign-in's texts: in its prerendered first load, so only this page's words.

import { localizable } from '@concierge/app-locale';

export const SIGN_IN_TEXTS = localizable('signIn', {
  title: 'Sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in',
  forgotPassword: 'Forgot your password?',
  newHere: 'New here?',
  createAccount: 'Create an account',
});

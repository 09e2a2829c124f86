import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { AuthMode, AuthSubmission } from '../../../components/AuthForm/AuthForm';
import * as API_ERROR_CODES from '../../../domain/apiErrorCodes';
import { LOGIN_RETRY_MESSAGE, LOGIN_WRONG_MESSAGE, SIGNUP_TAKEN_MESSAGE } from '../../../domain/messages';
import { loadApi } from '../../api/load';
import { REOPEN_CART_KEY } from '../../state/ui';
import { signInAtom } from '../../state/session';
import { safeSet } from '../../state/storage';

/**
 * How long the sign-up success state stays up at least. Signing in takes one round trip, a few
 * milliseconds on a good line: without a floor the customer would see 'Your account is ready!'
 * flash for a frame before the page went away (and a test waiting for it could miss it).
 */
export const SIGNUP_SUCCESS_SHOWN_MS = 1200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface AuthSubmitState {
  submitting: boolean;
  serverError: string | undefined;
  signupSucceeded: boolean;
  /** After sign-up: the customer is being signed in, then taken back to their cart. */
  signingIn: boolean;
  /** The name just signed up with, to prefill the login that follows. */
  signedUpAs: string;
  submit: (submission: AuthSubmission) => Promise<void>;
  /** Clears the messages when the form switches between Login and Sign Up. */
  reset: () => void;
}

/**
 * Sign up and log in (product-spec §4, §8). Sign-up success switches to the success state and
 * signs the customer in (issue 13); login success keeps the token (and the username when Remember
 * Me is ticked). Either way `afterLogin` then reloads the page, the cart to open again after a
 * sign-up (REOPEN_CART_KEY).
 */
export function useAuthSubmit(afterLogin: () => void): AuthSubmitState {
  const signIn = useSetAtom(signInAtom);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [signupSucceeded, setSignupSucceeded] = useState(false);
  const [signedUpAs, setSignedUpAs] = useState('');
  const [signingIn, setSigningIn] = useState(false);

  const submit = useCallback(
    async (submission: AuthSubmission) => {
      setSubmitting(true);
      setServerError(undefined);
      const api = await loadApi();
      try {
        if (submission.mode === 'signup') {
          await api.signup({
            username: submission.username,
            email: submission.email ?? '',
            password: submission.password,
          });
          setSignedUpAs(submission.username);
          setSignupSucceeded(true);
          // The spec's success state shows while the customer is signed in with what they just
          // typed, the same session a login makes (issue 13), then back to their cart.
          setSigningIn(true);
          const shownUntil = Date.now() + SIGNUP_SUCCESS_SHOWN_MS;
          try {
            const { token } = await api.login({
              username: submission.username,
              password: submission.password,
            });
            await signIn({ token, username: submission.username, remember: false });
          } catch (error) {
            // The account exists: the success state's 'Log in now' is the way on.
            console.error(error);
            setSigningIn(false);
            setSubmitting(false);
            return;
          }
          safeSet('session', REOPEN_CART_KEY, '1');
          await sleep(shownUntil - Date.now());
          afterLogin();
          return; // The page is going away: keep the spinner.
        } else {
          const { token } = await api.login({ username: submission.username, password: submission.password });
          await signIn({ token, username: submission.username, remember: submission.remember });
          afterLogin();
          return; // The page is going away: keep the spinner.
        }
      } catch (error) {
        setServerError(messageFor(submission.mode, error, api.ApiError));
      }
      setSubmitting(false);
    },
    [signIn, afterLogin],
  );

  const reset = useCallback(() => {
    setServerError(undefined);
    setSignupSucceeded(false);
    setSigningIn(false);
  }, []);

  return { submitting, serverError, signupSucceeded, signingIn, signedUpAs, submit, reset };
}

function messageFor(
  mode: AuthMode,
  error: unknown,
  ApiError: Awaited<ReturnType<typeof loadApi>>['ApiError'],
): string {
  if (!(error instanceof ApiError)) {
    console.error(error);
    return LOGIN_RETRY_MESSAGE;
  }
  if (mode === 'login') {
    const wrong =
      error.code === API_ERROR_CODES.wrongCredentials || error.code === API_ERROR_CODES.invalidInput;
    return wrong ? LOGIN_WRONG_MESSAGE : LOGIN_RETRY_MESSAGE;
  }
  if (error.code === API_ERROR_CODES.accountTaken) return SIGNUP_TAKEN_MESSAGE;
  // A field the server refused (it applies the form's own rules): say which.
  if (error.code === API_ERROR_CODES.invalidInput) return Object.values(error.fields)[0] ?? error.detail;
  return LOGIN_RETRY_MESSAGE;
}

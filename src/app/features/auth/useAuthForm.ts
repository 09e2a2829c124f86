import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { AuthFormProps, AuthMode } from '../../../components/AuthForm/AuthForm';
import { rememberedUsernameAtom } from '../../state/session';
import { useAuthSubmit } from './useAuthSubmit';

export interface AuthFormWiring {
  /** Everything the form takes but its mode: the header's modal and /signup pass the same. */
  formProps: Omit<AuthFormProps, 'mode'>;
  /** Clears the last answer (closing the modal). */
  reset: () => void;
}

/**
 * The auth form wired to the app (product-spec §4): the submit state of `useAuthSubmit`, the
 * remembered or just-signed-up name, and a mode change that clears the last answer first.
 */
export function useAuthForm(afterLogin: () => void, setMode: (mode: AuthMode) => void): AuthFormWiring {
  const rememberedUsername = useAtomValue(rememberedUsernameAtom);
  const { submitting, serverError, signupSucceeded, signingIn, signedUpAs, submit, reset } =
    useAuthSubmit(afterLogin);
  const onModeChange = useCallback(
    (next: AuthMode) => {
      reset();
      setMode(next);
    },
    [reset, setMode],
  );
  return {
    formProps: {
      submitting,
      serverError,
      signupSucceeded,
      signingIn,
      defaultUsername: signedUpAs || rememberedUsername,
      defaultRemember: rememberedUsername !== '',
      onSubmit: (submission) => void submit(submission),
      onModeChange,
    },
    reset,
  };
}

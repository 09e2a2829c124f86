import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { AuthMode } from '../../../components/AuthForm/AuthForm';
import { AuthModal } from '../../../components/AuthModal/AuthModal';
import { rememberedUsernameAtom } from '../../state/session';
import { authModeAtom } from '../../state/ui';
import { useBackCloses } from '../../hooks/useBackCloses';
import { useAuthSubmit } from './useAuthSubmit';

const reload = () => window.location.reload();

/** The header's auth modal: closed while the auth state is '', in its mode otherwise. */
export default function AuthFeature() {
  const [mode, setMode] = useAtom(authModeAtom);
  const rememberedUsername = useAtomValue(rememberedUsernameAtom);
  const { submitting, serverError, signupSucceeded, signingIn, signedUpAs, submit, reset } =
    useAuthSubmit(reload);

  const changeMode = useCallback(
    (next: AuthMode) => {
      reset();
      setMode(next);
    },
    [reset, setMode],
  );
  const close = useCallback(() => {
    reset();
    setMode('');
  }, [reset, setMode]);
  useBackCloses(mode !== '', close);

  return (
    <AuthModal
      open={mode !== ''}
      mode={mode === '' ? 'login' : mode}
      submitting={submitting}
      serverError={serverError}
      signupSucceeded={signupSucceeded}
      signingIn={signingIn}
      defaultUsername={signedUpAs || rememberedUsername}
      defaultRemember={rememberedUsername !== ''}
      onSubmit={(submission) => void submit(submission)}
      onModeChange={changeMode}
      onClose={close}
    />
  );
}

import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { AuthModal } from '../../../components/AuthModal/AuthModal';
import { authModeAtom } from '../../state/ui';
import { useBackCloses } from '../../hooks/useBackCloses';
import { useAuthForm } from './useAuthForm';

const reload = () => window.location.reload();

/** The header's auth modal: closed while the auth state is '', in its mode otherwise. */
export default function AuthFeature() {
  const [mode, setMode] = useAtom(authModeAtom);
  const { formProps, reset } = useAuthForm(reload, setMode);
  const close = useCallback(() => {
    reset();
    setMode('');
  }, [reset, setMode]);
  useBackCloses(mode !== '', close);

  return <AuthModal {...formProps} open={mode !== ''} mode={mode === '' ? 'login' : mode} onClose={close} />;
}

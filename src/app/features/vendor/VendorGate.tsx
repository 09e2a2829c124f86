import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ConsoleStart } from '../../../components/vendor/ConsoleStart/ConsoleStart';
import { NotAllowed } from '../../../components/vendor/NotAllowed/NotAllowed';
import { ApiError, me } from '../../api/client';
import { setProfileAtom, signOutAtom, tokenAtom } from '../../state/session';
import { authModeAtom } from '../../state/ui';
import { useLogout } from '../../hooks/useLogout';
import { VendorConsole } from './VendorConsole';

type Gate =
  | { kind: 'checking' }
  | { kind: 'guest' }
  | { kind: 'customer'; username: string }
  | { kind: 'vendor'; username: string }
  | { kind: 'error'; detail: string };

/**
 * /vendor: the console for the vendor account; a clear 'not allowed' page, with a way to log in
 * as the vendor, for guests and customers. The role comes from GET /api/account/me.
 */
export function VendorGate() {
  const token = useAtomValue(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  const setProfile = useSetAtom(setProfileAtom);
  const setAuthMode = useSetAtom(authModeAtom);
  const [gate, setGate] = useState<Gate>(token ? { kind: 'checking' } : { kind: 'guest' });
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState({ token, attempt });
  const [loggingOut, setLoggingOut] = useState(false);

  // A new token (or none), or a refusal from the API, means a new check: set while rendering.
  if (checking.token !== token || checking.attempt !== attempt) {
    setChecking({ token, attempt });
    setGate(token ? { kind: 'checking' } : { kind: 'guest' });
  }

  useEffect(() => {
    if (!token) return;
    let live = true;
    me(token).then(
      (profile) => {
        if (!live) return;
        setProfile({ username: profile.username, role: profile.role });
        setGate(
          profile.role === 'vendor'
            ? { kind: 'vendor', username: profile.username }
            : { kind: 'customer', username: profile.username },
        );
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) signOut();
        else
          setGate({
            kind: 'error',
            detail: error instanceof ApiError ? error.detail : 'Something went wrong',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, signOut, setProfile]);

  // A shared kitchen phone: the token is forgotten whatever the server answered, in place.
  const forget = useLogout({ forgetOnFailure: true, reload: false });

  const logIn = useCallback(async () => {
    await forget();
    setAuthMode('login');
  }, [forget, setAuthMode]);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    await forget();
    setLoggingOut(false);
  }, [forget]);

  // The API stopped taking the token as a vendor's: check again from the start.
  const denied = useCallback(() => setAttempt((a) => a + 1), []);

  switch (gate.kind) {
    case 'checking':
      return <ConsoleStart state="checking" />;
    case 'vendor':
      return (
        <VendorConsole
          token={token!}
          username={gate.username}
          loggingOut={loggingOut}
          onLogout={() => void logOut()}
          onDenied={denied}
        />
      );
    case 'error':
      return <ConsoleStart state="error" detail={gate.detail} />;
    default:
      return (
        <NotAllowed
          who={gate.kind}
          username={gate.kind === 'customer' ? gate.username : ''}
          onLogin={() => void logIn()}
        />
      );
  }
}

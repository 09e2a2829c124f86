import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ConsoleStart } from '../../../components/vendor/ConsoleStart/ConsoleStart';
import { NotAllowed } from '../../../components/vendor/NotAllowed/NotAllowed';
import { profileCheckAtom, tokenAtom, tokenReadAtom } from '../../state/session';
import { authModeAtom } from '../../state/ui';
import { useLogout } from '../../hooks/useLogout';
import { VendorConsole } from './VendorConsole';

/**
 * /vendor: the console for the vendor account; a clear 'not allowed' page, with a way to log in
 * as the vendor, for guests and customers. The role is the session's (`profileCheckAtom`: the one
 * GET /api/account/me that Root's useSessionBootstrap makes for every page), not asked again here.
 */
export function VendorGate() {
  const token = useAtomValue(tokenAtom);
  const tokenRead = useAtomValue(tokenReadAtom);
  const check = useAtomValue(profileCheckAtom);
  const store = useStore();
  const setAuthMode = useSetAtom(authModeAtom);
  const [loggingOut, setLoggingOut] = useState(false);

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

  // The API stopped taking the token as a vendor's: the session asks again who it is.
  const denied = useCallback(() => {
    // Loaded as useSessionBootstrap loads it: a static import would list its chunk among this
    // page's preloads, in the first load's script.
    if (token) void import('../../state/profileCheck').then((m) => store.set(m.checkProfileAtom, token));
  }, [token, store]);

  // Could not ask who this is (the kitchen phone offline as the console opened): asked again as
  // soon as the network is back, so the console starts by itself, as the offline line promises.
  const failed = check?.kind === 'error';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', denied);
    return () => window.removeEventListener('online', denied);
  }, [failed, denied]);

  // A stored token still being decrypted is not a guest: the vendor sees the console starting.
  if (!token) {
    return tokenRead ? (
      <NotAllowed who="guest" onLogin={() => void logIn()} />
    ) : (
      <ConsoleStart state="checking" />
    );
  }
  switch (check?.kind) {
    case 'known':
      return check.profile.role === 'vendor' ? (
        <VendorConsole
          username={check.profile.username}
          loggingOut={loggingOut}
          onLogout={() => void logOut()}
          onDenied={denied}
        />
      ) : (
        <NotAllowed who="customer" username={check.profile.username} onLogin={() => void logIn()} />
      );
    case 'error':
      return <ConsoleStart state="error" detail={check.detail} />;
    default:
      // null for the moment between the token's arrival and the session's question.
      return <ConsoleStart state="checking" />;
  }
}

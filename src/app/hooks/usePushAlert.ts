import { useCallback, useEffect, useState } from 'react';
import type { PushEvent } from '../../domain/push';
import type { PushAlertState } from '../../components/vendor/PushAlertControl/PushAlertControl';
import { currentPushState, sendTestPush, turnOffPush, turnOnPush } from './webPush';

/** This device's Web Push for the signed-in account: its state, and the taps that change it. */
export function usePushAlert(token: string | null, events: PushEvent[]) {
  const [state, setState] = useState<PushAlertState>('off');
  const [testSent, setTestSent] = useState(false);
  const wanted = events.join(',');

  useEffect(() => {
    let live = true;
    void currentPushState()
      .then((found) => live && setState(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(() => {
    if (!token) return;
    setState('asking');
    turnOnPush(token, wanted.split(',') as PushEvent[])
      .then(setState)
      .catch((error: unknown) => {
        console.error('Push subscription failed', error);
        setState('off');
      });
  }, [token, wanted]);

  const turnOff = useCallback(() => {
    if (!token) return;
    void turnOffPush(token)
      .then(() => setState('off'))
      .catch((error: unknown) => console.error('Push unsubscribe failed', error));
  }, [token]);

  const sendTest = useCallback(() => {
    if (!token) return;
    void sendTestPush(token)
      .then(() => setTestSent(true))
      .catch((error: unknown) => console.error('Test alert failed', error));
  }, [token]);

  return { state, testSent, turnOn, turnOff, sendTest };
}

import { useCallback, useEffect, useState } from 'react';
import type { PushEvent } from '../../domain/push';
import type {
  PushAlertState,
  PushTestOutcome,
} from '../../components/vendor/PushAlertControl/PushAlertControl';
import { currentPushState, sendTestPush, turnOffPush, turnOnPush } from './webPush';

/** This device's Web Push for the signed-in account: its state, and the taps that change it. */
export function usePushAlert(token: string | null, events: PushEvent[]) {
  const [state, setState] = useState<PushAlertState>('off');
  const [testOutcome, setTestOutcome] = useState<PushTestOutcome>();
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
    setTestOutcome(undefined);
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
      .then(() => {
        setTestOutcome(undefined);
        setState('off');
      })
      .catch((error: unknown) => console.error('Push unsubscribe failed', error));
  }, [token]);

  const sendTest = useCallback(() => {
    if (!token) return;
    setTestOutcome(undefined);
    void sendTestPush(token)
      .catch(() => 'failed' as const)
      .then((outcome) => {
        setTestOutcome(outcome);
        if (outcome === 'gone') setState('off');
      });
  }, [token]);

  return { state, testOutcome, turnOn, turnOff, sendTest };
}

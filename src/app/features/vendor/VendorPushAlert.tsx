import { useAtomValue } from 'jotai';
import { PushAlertControl } from '../../../components/vendor/PushAlertControl/PushAlertControl';
import { usePushAlert } from '../../hooks/usePushAlert';
import { consoleTokenAtom } from '../../state/consoleSession';

/** The console's Web Push control (issue 28): this phone hears of new orders with the console closed. */
export default function VendorPushAlert() {
  const push = usePushAlert(useAtomValue(consoleTokenAtom), ['orders']);
  return (
    <PushAlertControl
      state={push.state}
      testOutcome={push.testOutcome}
      onTurnOn={push.turnOn}
      onTurnOff={push.turnOff}
      onSendTest={push.sendTest}
    />
  );
}

import { PushAlertControl } from '../../../components/vendor/PushAlertControl/PushAlertControl';
import { usePushAlert } from '../../hooks/usePushAlert';

/** The console's Web Push control (issue 28): this phone hears of new orders with the console closed. */
export default function VendorPushAlert({ token }: { token: string }) {
  const push = usePushAlert(token, ['orders']);
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

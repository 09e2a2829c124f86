import { useAtomValue } from 'jotai';
import { OrderAlertOffer } from '../../../components/OrderAlertOffer/OrderAlertOffer';
import { tokenAtom } from '../../state/session';
import { usePushAlert } from '../../hooks/usePushAlert';

/** The customer's 'Tell me when it’s ready' (issue 28): after an order is placed, and in My orders. */
export default function CustomerOrderAlert() {
  const token = useAtomValue(tokenAtom);
  const push = usePushAlert(token, ['my-orders']);
  return <OrderAlertOffer state={push.state} onTurnOn={push.turnOn} />;
}

import { useAtomValue } from 'jotai';
import { Services } from '../../../components/Services/Services';
import { deliveryStatusAtom } from '../../state/storeStatus';

/** The services section, told whether delivery is on (a guest's unknown is not 'off'). */
export default function ServicesFeature() {
  const deliveryStatus = useAtomValue(deliveryStatusAtom);
  return <Services deliveryAvailable={deliveryStatus !== 'not-available'} />;
}

import { useAtomValue } from 'jotai';
import { Services } from '../../../components/Services/Services';
import { useStarted } from '../../hooks/useStarted';
import { deliveryStatusAtom } from '../../state/storeStatus';

/** The services section, told whether delivery is on (a guest's unknown is not 'off'). */
export default function ServicesFeature() {
  const deliveryStatus = useAtomValue(deliveryStatusAtom);
  // The section hydrates on its own, after the page's shell: by then the status may already say
  // delivery is off. It hydrates as the prerender drew it (on), then shows the status, or React
  // would find other text than the markup and draw the section again (error #418).
  const started = useStarted();
  return <Services deliveryAvailable={!started || deliveryStatus !== 'not-available'} />;
}

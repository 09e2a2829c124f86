import { VendorGate } from '../features/vendor/VendorGate';

/**
 * `/vendor`: the kitchen console (DESIGN §7), loaded on demand and shown outside the storefront's
 * shell (`skipLayout`). Guests and customers see a 'not allowed' page with a way to log in.
 */
export default function VendorPage() {
  return <VendorGate />;
}

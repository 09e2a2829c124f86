import { atom } from 'jotai';
import type { DeliveryStatus, FoodStatus } from '../../domain/status';

// The vendor's switches as last read from the API; null until the first read.
const foodStatusBaseAtom = atom<FoodStatus | null>(null);
foodStatusBaseAtom.debugLabel = 'foodStatus';
const deliveryStatusBaseAtom = atom<DeliveryStatus | null>(null);
deliveryStatusBaseAtom.debugLabel = 'deliveryStatus';

export const foodStatusAtom = atom((get) => get(foodStatusBaseAtom));
foodStatusAtom.debugLabel = 'foodStatus/read';
export const deliveryStatusAtom = atom((get) => get(deliveryStatusBaseAtom));
deliveryStatusAtom.debugLabel = 'deliveryStatus/read';

/** product-spec §3's food-ready flag. */
export const foodReadyAtom = atom((get) => get(foodStatusBaseAtom) === 'ready');
foodReadyAtom.debugLabel = 'foodReady';
/** product-spec §3's food-not-available flag: the red 'Food Is Not Ready' button. */
export const foodNotAvailableAtom = atom((get) => get(foodStatusBaseAtom) === 'not-ready');
foodNotAvailableAtom.debugLabel = 'foodNotAvailable';
/** product-spec §3's delivery-not-available flag: the Delivery radio is enabled only when available. */
export const deliveryAvailableAtom = atom((get) => get(deliveryStatusBaseAtom) === 'available');
deliveryAvailableAtom.debugLabel = 'deliveryAvailable';
export const deliveryNotAvailableAtom = atom((get) => get(deliveryStatusBaseAtom) === 'not-available');
deliveryNotAvailableAtom.debugLabel = 'deliveryNotAvailable';

export const setStoreStatusAtom = atom(
  null,
  (_get, set, { food, delivery }: { food?: FoodStatus; delivery?: DeliveryStatus }) => {
    if (food) set(foodStatusBaseAtom, food);
    if (delivery) set(deliveryStatusBaseAtom, delivery);
  },
);
setStoreStatusAtom.debugLabel = 'setStoreStatus';

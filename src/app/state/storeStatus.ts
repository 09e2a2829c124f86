import { atom } from 'jotai';
import type { DeliveryStatus, FoodStatus } from '../../domain/status';
import { serverValue } from './serverData';

interface Switches {
  food?: FoodStatus | undefined;
  delivery?: DeliveryStatus | undefined;
}

/**
 * The vendor's switches as last read from the API (the cart's reads, the status poll's), held in
 * the app's one pattern (serverData); each switch unknown until its first read.
 */
const storeStatus = serverValue<Switches, Switches>('storeStatus', {});

export const foodStatusAtom = atom((get) => get(storeStatus.value).food ?? null);
foodStatusAtom.debugLabel = 'foodStatus/read';
export const deliveryStatusAtom = atom((get) => get(storeStatus.value).delivery ?? null);
deliveryStatusAtom.debugLabel = 'deliveryStatus/read';

/** product-spec §3's food-ready flag. */
export const foodReadyAtom = atom((get) => get(foodStatusAtom) === 'ready');
foodReadyAtom.debugLabel = 'foodReady';
/** product-spec §3's food-not-available flag: the red 'Food Is Not Ready' button. */
export const foodNotAvailableAtom = atom((get) => get(foodStatusAtom) === 'not-ready');
foodNotAvailableAtom.debugLabel = 'foodNotAvailable';
/** product-spec §3's delivery-not-available flag: the Delivery radio is enabled only when available. */
export const deliveryAvailableAtom = atom((get) => get(deliveryStatusAtom) === 'available');
deliveryAvailableAtom.debugLabel = 'deliveryAvailable';
export const deliveryNotAvailableAtom = atom((get) => get(deliveryStatusAtom) === 'not-available');
deliveryNotAvailableAtom.debugLabel = 'deliveryNotAvailable';

/** Takes what a read learnt; a switch it could not read keeps its last known value. */
export const setStoreStatusAtom = atom(null, (_get, set, next: Switches) =>
  set(storeStatus.put, (now) => ({
    food: next.food ?? now.food,
    delivery: next.delivery ?? now.delivery,
  })),
);
setStoreStatusAtom.debugLabel = 'setStoreStatus';

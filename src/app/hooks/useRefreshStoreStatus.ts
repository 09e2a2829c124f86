import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { DeliveryStatus, FoodStatus } from '../../domain/status';
import { loadApi } from '../api/load';
import { tokenAtom } from '../state/session';
import { setStoreStatusAtom } from '../state/storeStatus';

export interface StoreStatus {
  food: FoodStatus | null;
  delivery: DeliveryStatus | null;
}

/**
 * Reads the vendor's food and delivery switches (both calls need a token). Failures are only
 * logged (product-spec §8); the statuses then stay as last known.
 */
export function useRefreshStoreStatus() {
  const token = useAtomValue(tokenAtom);
  const setStatus = useSetAtom(setStoreStatusAtom);
  return useCallback(async (): Promise<StoreStatus> => {
    if (!token) return { food: null, delivery: null };
    const api = await loadApi();
    const [food, delivery] = await Promise.all([
      api.foodStatus(token).then(
        (answer) => answer.status,
        (error: unknown) => {
          console.error('Food status failed', error);
          return null;
        },
      ),
      api.deliveryStatus(token).then(
        (answer) => answer.status,
        (error: unknown) => {
          console.error('Delivery status failed', error);
          return null;
        },
      ),
    ]);
    setStatus({ food: food ?? undefined, delivery: delivery ?? undefined });
    return { food, delivery };
  }, [token, setStatus]);
}

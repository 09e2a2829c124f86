import { useCallback, useEffect, useState } from 'react';
import type { DeliveryChange, FoodChange } from '../../../components/vendor/StatusSwitches/StatusSwitches';
import { notReadyUntil, soldOutUntil } from '../../../domain/kitchenSwitches';
import type { SoldOutEntry, VendorDeliveryStatus, VendorFoodStatus } from '../../../domain/vendorSettingsApi';
import { ApiError, loadSettings, setDeliveryStatus, setFoodStatus, setSoldOut } from '../../api/vendor';

const describe = (error: unknown) =>
  error instanceof ApiError
    ? error.status === 404
      ? 'the server does not support this yet'
      : error.detail
    : 'something went wrong';

/** Runs `then` a second after the ISO instant `until`; returns the cancel. */
function afterEnd(until: string, then: () => void): () => void {
  const wait = Math.min(Math.max(0, Date.parse(until) - Date.now()) + 1000, 2 ** 31 - 1);
  const timer = setTimeout(then, wait);
  return () => clearTimeout(timer);
}

export interface KitchenSwitches {
  loaded: boolean;
  food: VendorFoodStatus;
  delivery: VendorDeliveryStatus;
  soldOut: SoldOutEntry[];
  foodBusy: boolean;
  deliveryBusy: boolean;
  soldOutBusyIds: number[];
  error: string;
  changeFood: (change: FoodChange) => void;
  changeDelivery: (change: DeliveryChange) => void;
  changeSoldOut: (id: number, soldOut: boolean) => void;
}

/**
 * The food, delivery and sold-out switches: read once, written through the vendor calls. A timed
 * pause (food 'not ready', delivery off) is ended by the server; the open console then shows the
 * switch on again, and should the server not know timers yet, switches it back itself when the
 * time is up (a vendor forgets).
 */
export function useKitchenSwitches(token: string, onDenied: () => void): KitchenSwitches {
  const [loaded, setLoaded] = useState(false);
  const [food, setFood] = useState<VendorFoodStatus>({ status: 'ready', until: null });
  const [delivery, setDelivery] = useState<VendorDeliveryStatus>({ status: 'available', until: null });
  const [soldOut, setSoldOutEntries] = useState<SoldOutEntry[]>([]);
  const [foodBusy, setFoodBusy] = useState(false);
  const [deliveryBusy, setDeliveryBusy] = useState(false);
  const [soldOutBusyIds, setSoldOutBusyIds] = useState<number[]>([]);
  const [error, setError] = useState('');

  const failed = useCallback(
    (what: string, err: unknown) => {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) onDenied();
      else setError(`${what}: ${describe(err)}.`);
    },
    [onDenied],
  );

  useEffect(() => {
    const abort = new AbortController();
    loadSettings(token, abort.signal).then(
      (settings) => {
        setFood(settings.food);
        setDelivery(settings.delivery);
        setSoldOutEntries(settings.soldOut);
        setLoaded(true);
      },
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        failed('The switches could not be read', err);
      },
    );
    return () => abort.abort();
  }, [token, failed]);

  const changeFood = useCallback(
    (change: FoodChange) => {
      const until =
        change.status === 'not-ready' ? new Date(notReadyUntil(change.for, Date.now())).toISOString() : null;
      setFoodBusy(true);
      setError('');
      setFoodStatus(token, { status: change.status, until })
        .then(
          // A server without timers answers no `until`: keep ours, and the console ends it.
          (answer) => setFood({ status: answer.status, until: answer.until ?? until }),
          (err: unknown) => failed('The food switch could not be changed', err),
        )
        .finally(() => setFoodBusy(false));
    },
    [token, failed],
  );

  // When the time is up and the switch still says 'not ready', switch it back.
  useEffect(() => {
    if (food.status !== 'not-ready' || food.until == null) return;
    return afterEnd(food.until, () => changeFood({ status: 'ready' }));
  }, [food, changeFood]);

  const changeDelivery = useCallback(
    (change: DeliveryChange) => {
      const until =
        change.status === 'not-available'
          ? new Date(notReadyUntil(change.for, Date.now())).toISOString()
          : null;
      setDeliveryBusy(true);
      setError('');
      setDeliveryStatus(token, { status: change.status, until })
        .then(
          (answer) => setDelivery({ status: answer.status, until: answer.until ?? until }),
          (err: unknown) => failed('The delivery switch could not be changed', err),
        )
        .finally(() => setDeliveryBusy(false));
    },
    [token, failed],
  );

  // The same for delivery: the server has ended the pause by then; this shows it (and ends it
  // on a server without timers).
  useEffect(() => {
    if (delivery.status !== 'not-available' || delivery.until == null) return;
    return afterEnd(delivery.until, () => changeDelivery({ status: 'available' }));
  }, [delivery, changeDelivery]);

  const changeSoldOut = useCallback(
    (id: number, isSoldOut: boolean) => {
      const until = isSoldOut ? new Date(soldOutUntil(Date.now())).toISOString() : null;
      setSoldOutBusyIds((ids) => [...ids, id]);
      setError('');
      setSoldOut(token, id, isSoldOut, until)
        .then(
          (answer) =>
            setSoldOutEntries((entries) => [
              ...entries.filter((e) => e.id !== id),
              ...(answer.soldOut ? [{ id, until: answer.until }] : []),
            ]),
          (err: unknown) => failed('Sold out could not be changed', err),
        )
        .finally(() => setSoldOutBusyIds((ids) => ids.filter((i) => i !== id)));
    },
    [token, failed],
  );

  return {
    loaded,
    food,
    delivery,
    soldOut,
    foodBusy,
    deliveryBusy,
    soldOutBusyIds,
    error,
    changeFood,
    changeDelivery,
    changeSoldOut,
  };
}

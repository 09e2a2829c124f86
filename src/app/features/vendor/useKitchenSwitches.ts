import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeliveryChange, FoodChange } from '../../../components/vendor/StatusSwitches/StatusSwitches';
import type { SoldOutEntry, VendorDeliveryStatus, VendorFoodStatus } from '../../../domain/vendorSettingsApi';
import {
  changeDeliveryAtom,
  changeFoodAtom,
  changeSoldOutAtom,
  kitchenSwitches,
} from '../../state/vendorConsole';
import { consoleTokenAtom } from '../../state/consoleSession';
import { failureDetail } from '../../api/consoleFailure';

/** Runs `then` a second after the ISO instant `until`; returns the cancel. */
function afterEnd(until: string, then: () => void): () => void {
  const wait = Math.min(Math.max(0, Date.parse(until) - Date.now()) + 1000, 2 ** 31 - 1);
  const timer = setTimeout(then, wait);
  return () => clearTimeout(timer);
}

const FOOD_READY: VendorFoodStatus = { status: 'ready', until: null };
const DELIVERY_AVAILABLE: VendorDeliveryStatus = { status: 'available', until: null };
const NONE_SOLD_OUT: SoldOutEntry[] = [];

export interface KitchenSwitches {
  /** The switches have been read at least once (until then what they hold is not known). */
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

const READ_FAILED = 'The switches could not be read';

/**
 * The food, delivery and sold-out switches (`kitchenSwitches` in state/vendorConsole): read once,
 * written through the vendor calls, each answer what the switch shows. A timed pause (food 'not
 * ready', delivery off) is ended by the server (`pauseAt`); the open console reads the switches
 * again a second after the end, so the switch shows on again then. A first read that failed (the
 * server down as the console opened) is tried again when `serverAnswered` turns true (the order
 * list, which the console keeps asking for, has answered).
 */
export function useKitchenSwitches(onDenied: () => void, serverAnswered = false): KitchenSwitches {
  const token = useAtomValue(consoleTokenAtom);
  const switches = useAtomValue(kitchenSwitches.value);
  const refresh = useSetAtom(kitchenSwitches.refresh);
  const setFood = useSetAtom(changeFoodAtom);
  const setDelivery = useSetAtom(changeDeliveryAtom);
  const setSoldOut = useSetAtom(changeSoldOutAtom);
  const [foodBusy, setFoodBusy] = useState(false);
  const [deliveryBusy, setDeliveryBusy] = useState(false);
  const [soldOutBusyIds, setSoldOutBusyIds] = useState<number[]>([]);
  const [error, setError] = useState('');

  const failed = useCallback(
    (what: string) => (err: unknown) => {
      const detail = failureDetail(err, onDenied);
      if (detail !== null) setError(`${what}: ${detail}.`);
    },
    [onDenied],
  );

  const reading = useRef(false);
  const read = useCallback(
    (signal?: AbortSignal) => {
      reading.current = true;
      return refresh({ token, signal })
        .then(() => setError((shown) => (shown.startsWith(READ_FAILED) ? '' : shown)))
        .catch(failed(READ_FAILED))
        .finally(() => {
          reading.current = false;
        });
    },
    [token, refresh, failed],
  );

  useEffect(() => {
    const abort = new AbortController();
    void read(abort.signal);
    return () => abort.abort();
  }, [read]);

  const loaded = switches !== null;
  useEffect(() => {
    if (!serverAnswered || loaded || reading.current) return;
    const abort = new AbortController();
    void read(abort.signal);
    return () => abort.abort();
  }, [serverAnswered, loaded, read]);

  const changeFood = useCallback(
    (change: FoodChange) => {
      // How long, not until when: the server sets the end by its own clock.
      setFoodBusy(true);
      setError('');
      setFood(change)
        .catch(failed('The food switch could not be changed'))
        .finally(() => setFoodBusy(false));
    },
    [setFood, failed],
  );

  const changeDelivery = useCallback(
    (change: DeliveryChange) => {
      setDeliveryBusy(true);
      setError('');
      setDelivery(change)
        .catch(failed('The delivery switch could not be changed'))
        .finally(() => setDeliveryBusy(false));
    },
    [setDelivery, failed],
  );

  const changeSoldOut = useCallback(
    (id: number, isSoldOut: boolean) => {
      setSoldOutBusyIds((ids) => [...ids, id]);
      setError('');
      // Back on sale when the kitchen next opens ('tomorrow'), by the server's clock.
      setSoldOut({ id, soldOut: isSoldOut, for: isSoldOut ? 'tomorrow' : undefined })
        .catch(failed('Sold out could not be changed'))
        .finally(() => setSoldOutBusyIds((ids) => ids.filter((i) => i !== id)));
    },
    [setSoldOut, failed],
  );

  // When a timed pause is up, the server has ended it: read the switches again to show it.
  const food = switches?.food ?? FOOD_READY;
  const delivery = switches?.delivery ?? DELIVERY_AVAILABLE;
  const pauseEnds = [
    food.status === 'not-ready' ? food.until : null,
    delivery.status === 'not-available' ? delivery.until : null,
  ]
    .filter((until): until is string => until != null)
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
  useEffect(() => {
    if (pauseEnds === undefined) return;
    return afterEnd(pauseEnds, () => void read());
  }, [pauseEnds, read]);

  return {
    loaded,
    food,
    delivery,
    soldOut: switches?.soldOut ?? NONE_SOLD_OUT,
    foodBusy,
    deliveryBusy,
    soldOutBusyIds,
    error,
    changeFood,
    changeDelivery,
    changeSoldOut,
  };
}

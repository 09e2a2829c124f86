import { useEffect, useRef, useState } from 'react';
import { customerOrderEventSchema, type CustomerOrder } from '../../domain/customerOrders';
import type { OrderStreamState } from '../../components/MyOrders/MyOrders';
import { accountEventsUrl } from '../api/customerOrders';

/**
 * GET /api/account/events while My orders or the live tracker is open: each change of the customer's orders as it
 * happens (`onOrder`). EventSource reconnects by itself (the server says after 3 s); events sent
 * while it was away are not replayed, so `onReconnect` reads the list again. A refused stream
 * (the session ended) stays closed: 'offline'.
 */
export function useOrderStream(
  token: string | null,
  onOrder: (order: CustomerOrder) => void,
  onReconnect: () => void,
): OrderStreamState {
  const [state, setState] = useState<OrderStreamState>('starting');
  const handlers = useRef({ onOrder, onReconnect });
  useEffect(() => {
    handlers.current = { onOrder, onReconnect };
  });

  useEffect(() => {
    if (!token) return;
    const source = new EventSource(accountEventsUrl(token));
    let dropped = false;
    const onOpen = () => {
      setState(navigator.onLine ? 'live' : 'offline');
      if (dropped) handlers.current.onReconnect();
      dropped = false;
    };
    const onError = () => {
      dropped = true;
      setState(source.readyState === EventSource.CLOSED || !navigator.onLine ? 'offline' : 'connecting');
    };
    const onMessage = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = customerOrderEventSchema.safeParse(data);
      if (event.success) handlers.current.onOrder(event.data.order);
    };
    const onOffline = () => setState('offline');
    const onOnline = () => setState(source.readyState === EventSource.OPEN ? 'live' : 'connecting');
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    source.addEventListener('order', onMessage);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      source.close();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [token]);

  return token ? state : 'offline';
}

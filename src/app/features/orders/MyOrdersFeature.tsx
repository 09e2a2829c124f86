import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
// Web Push's offer (issue 28): in My orders' own (lazy) chunk, never the storefront's first load.
import CustomerOrderAlert from './CustomerOrderAlert';
import { useNavigate } from 'react-router';
import { MyOrders, type ReorderResult } from '../../../components/MyOrders/MyOrders';
import type { CustomerOrder } from '../../../domain/customerOrders';
import { worthTelling } from '../../../domain/myOrders';
import { reorderIntoCart } from '../../../domain/reorder';
import { loadCustomerOrdersApi } from '../../api/load';
import { updateCartAtom } from '../../state/cart';
import { payForOrderAtom } from '../../state/order';
import { tokenAtom } from '../../state/session';
import { refreshMenuAtom, refreshSoldOutAtom } from '../../state/publicReads';
import { cartOpenAtom } from '../../state/ui';
import { askForNotifications, notificationState, tellAboutOrder } from './orderAlerts';
import { useOrderStream } from '../../hooks/useOrderStream';

interface List {
  state: 'loading' | 'error' | 'ready';
  orders: CustomerOrder[];
  nextBefore: number | null;
}

/** The newer version of each order first, then the rest as they were, newest first. */
function merge(list: readonly CustomerOrder[], order: CustomerOrder): CustomerOrder[] {
  const at = list.findIndex((o) => o.ref === order.ref);
  if (at === -1) return [order, ...list];
  return list.map((o) => (o.ref === order.ref ? order : o));
}

/**
 * My orders (issue 13): GET /api/account/orders a page at a time, kept live by the customer's
 * event stream. An order that becomes accepted or completed vibrates the phone and, with the
 * customer's leave, notifies while the tab is hidden. 'Order again' puts an order's packages
 * in the cart at today's prices, naming what it had to leave out.
 */
export default function MyOrdersFeature() {
  const token = useAtomValue(tokenAtom);
  const payForOrder = useSetAtom(payForOrderAtom);
  const updateCart = useSetAtom(updateCartAtom);
  const refreshSoldOut = useSetAtom(refreshSoldOutAtom);
  const refreshMenu = useSetAtom(refreshMenuAtom);
  const setCartOpen = useSetAtom(cartOpenAtom);
  const navigate = useNavigate();
  const [list, setList] = useState<List>({ state: 'loading', orders: [], nextBefore: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [notifications, setNotifications] = useState(notificationState);
  const [reorder, setReorder] = useState<ReorderResult | undefined>();
  const statuses = useRef(new Map<number, CustomerOrder['status']>());

  const loadFirst = useCallback(async () => {
    if (!token) return;
    const { myOrders } = await loadCustomerOrdersApi();
    try {
      const page = await myOrders(token);
      for (const order of page.orders) statuses.current.set(order.ref, order.status);
      // Older pages already shown stay; the first page replaces what it covers.
      setList((now) => {
        const older = now.orders.filter((o) => !page.orders.some((p) => p.ref === o.ref));
        const keepOlder = now.state === 'ready' && page.next_before !== null ? older : [];
        return {
          state: 'ready',
          orders: [...page.orders, ...keepOlder],
          nextBefore: keepOlder.length > 0 ? now.nextBefore : page.next_before,
        };
      });
    } catch (error) {
      console.error('My orders failed', error);
      setList((now) => (now.state === 'ready' ? now : { ...now, state: 'error' }));
    }
  }, [token]);

  useEffect(() => {
    // Once the calls' module is in (the first render shows the skeleton meanwhile).
    void loadCustomerOrdersApi().then(loadFirst);
  }, [loadFirst]);

  const onOrder = useCallback((order: CustomerOrder) => {
    const before = statuses.current.get(order.ref);
    statuses.current.set(order.ref, order.status);
    if (before !== order.status && worthTelling(order.status)) void tellAboutOrder(order.ref, order.status);
    setList((now) => ({ ...now, orders: merge(now.orders, order) }));
  }, []);
  const stream = useOrderStream(token, onOrder, () => void loadFirst());

  const loadMore = async () => {
    if (!token || list.nextBefore === null || loadingMore) return;
    setLoadingMore(true);
    const { myOrders } = await loadCustomerOrdersApi();
    try {
      const page = await myOrders(token, { before: list.nextBefore });
      for (const order of page.orders) statuses.current.set(order.ref, order.status);
      setList((now) => ({
        ...now,
        orders: [...now.orders, ...page.orders.filter((p) => !now.orders.some((o) => o.ref === p.ref))],
        nextBefore: page.next_before,
      }));
    } catch (error) {
      console.error('Older orders failed', error);
    } finally {
      setLoadingMore(false);
    }
  };

  const orderAgain = async (order: CustomerOrder) => {
    // The vendor's list as it is now: an order from last week may hold what ran out today.
    const [soldOut, menu] = await Promise.all([refreshSoldOut(), refreshMenu()]);
    let outcome: ReturnType<typeof reorderIntoCart> | undefined;
    updateCart((cart) => {
      outcome = reorderIntoCart(cart, order.items, soldOut, menu);
      return outcome.cart;
    });
    if (outcome) setReorder({ ref: order.ref, added: outcome.added, leftOut: outcome.leftOut });
  };

  return (
    <>
      {/* Web Push (issue 28): offered once there is an order to hear about, never before. */}
      {list.orders.length > 0 && (
        <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, pt: 2 }}>
          <CustomerOrderAlert />
        </Box>
      )}
      <MyOrders
        state={list.state}
        orders={list.orders}
        hasMore={list.nextBefore !== null}
        loadingMore={loadingMore}
        stream={stream}
        notifications={notifications}
        reorder={reorder}
        onEnableNotifications={() => void askForNotifications().then(setNotifications)}
        onRetry={() => {
          setList((now) => ({ ...now, state: 'loading' }));
          void loadFirst();
        }}
        onLoadMore={() => void loadMore()}
        onPay={(order) => payForOrder({ ref: order.ref, balance: order.total })}
        onReorder={(order) => void orderAgain(order)}
        onOpenCart={() => setCartOpen(true)}
        onBrowseMenu={() => void navigate('/#menu')}
      />
    </>
  );
}

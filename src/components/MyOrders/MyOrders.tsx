import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerOrder } from '../../domain/customerOrders';
import { MyOrderCard } from './MyOrderCard';

/**
 * starting: the first connection; live: changes arrive as they happen; connecting: the connection
 * dropped and is being made again; offline: no updates until the network (or a login) is back.
 */
export type OrderStreamState = 'starting' | 'live' | 'connecting' | 'offline';

/** The browser's notification permission, or unsupported where there is none. */
export type NotificationState = 'unsupported' | 'default' | 'granted' | 'denied';

/** What a reorder did: the packages put in the cart, and those left out (sold out or gone). */
export interface ReorderResult {
  ref: number;
  added: string[];
  leftOut: string[];
}

export interface MyOrdersProps {
  /**
   * The first page: loading, failed (error), or in (ready).
   * @default 'ready'
   */
  state?: 'loading' | 'error' | 'ready';
  /**
   * The orders so far, newest first.
   * @default []
   */
  orders?: readonly CustomerOrder[];
  /**
   * There are older orders to load.
   * @default false
   */
  hasMore?: boolean;
  /**
   * Older orders are on their way.
   * @default false
   */
  loadingMore?: boolean;
  /**
   * The live stream of the orders' changes.
   * @default 'live'
   */
  stream?: OrderStreamState;
  /**
   * Whether the customer let the page notify them.
   * @default 'unsupported'
   */
  notifications?: NotificationState;
  /**
   * The last reorder's outcome, shown at the top until the next.
   * @default undefined
   */
  reorder?: ReorderResult | undefined;
  /** Asks the browser for notifications (only ever from this button). */
  onEnableNotifications: () => void;
  /** Tries the first page again after an error. */
  onRetry: () => void;
  onLoadMore: () => void;
  /**
   * Opens the payment dialog on an order still to pay.
   * @default undefined
   */
  onPay?: ((order: CustomerOrder) => void) | undefined;
  onReorder: (order: CustomerOrder) => void;
  /** Opens the cart (after a reorder). */
  onOpenCart: () => void;
  /** Back to the menu (when there is no order yet). */
  onBrowseMenu: () => void;
}

const STREAM_NOTICE: Record<Exclude<OrderStreamState, 'live' | 'starting'>, string> = {
  connecting: 'Reconnecting… changes to your orders will show once the connection is back.',
  offline: 'You are offline: changes to your orders will not show until the connection is back.',
};

function ReorderNotice({ reorder, onOpenCart }: { reorder: ReorderResult; onOpenCart: () => void }) {
  const { added, leftOut } = reorder;
  const them = leftOut.length === 1 ? 'it was' : 'they were';
  return (
    <Alert
      severity={added.length === 0 ? 'warning' : leftOut.length > 0 ? 'info' : 'success'}
      role="status"
      action={
        added.length > 0 ? (
          <Button color="inherit" size="small" onClick={onOpenCart}>
            View cart
          </Button>
        ) : undefined
      }
    >
      {added.length > 0
        ? `Order #${reorder.ref} is in your cart again at today's prices: ${added.join(', ')}.`
        : `Nothing from order #${reorder.ref} could go in your cart.`}
      {leftOut.length > 0 && ` Left out: ${leftOut.join(', ')} (${them} sold out or no longer on the menu).`}
    </Alert>
  );
}

/** My orders: every order of the signed-in customer, newest first, each followed live. */
export function MyOrders({
  state = 'ready',
  orders = [],
  hasMore = false,
  loadingMore = false,
  stream = 'live',
  notifications = 'unsupported',
  reorder,
  onEnableNotifications,
  onRetry,
  onLoadMore,
  onPay,
  onReorder,
  onOpenCart,
  onBrowseMenu,
}: MyOrdersProps) {
  return (
    <Container
      maxWidth="sm"
      component="section"
      aria-labelledby="my-orders-title"
      className="Bukka-my-orders"
      data-stream={stream}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id="my-orders-title" component="h1" variant="h2">
          My orders
        </Typography>
        {notifications === 'default' && (
          <Button
            size="small"
            color="secondary"
            startIcon={<NotificationsActiveOutlinedIcon />}
            onClick={onEnableNotifications}
          >
            Notify me
          </Button>
        )}
      </Stack>
      <Stack sx={{ gap: 2 }}>
        {notifications === 'granted' && (
          <Typography variant="body2" color="text.secondary">
            We will notify you when an order is accepted or completed.
          </Typography>
        )}
        {state === 'ready' && (stream === 'connecting' || stream === 'offline') && (
          <Alert severity="warning" role="status">
            {STREAM_NOTICE[stream]}
          </Alert>
        )}
        {reorder && <ReorderNotice reorder={reorder} onOpenCart={onOpenCart} />}
        {state === 'loading' && (
          <Box aria-busy="true" aria-label="Loading your orders" role="progressbar">
            {[0, 1].map((key) => (
              <Skeleton key={key} variant="rounded" height={220} sx={{ mb: 2 }} />
            ))}
          </Box>
        )}
        {state === 'error' && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Try again
              </Button>
            }
          >
            We could not load your orders. Please check your connection and try again.
          </Alert>
        )}
        {state === 'ready' && orders.length === 0 && (
          <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 6 }}>
            <Typography component="p" variant="h4">
              No orders yet
            </Typography>
            <Typography color="text.secondary">
              Your orders will show here, with where each one is.
            </Typography>
            <Button variant="contained" onClick={onBrowseMenu}>
              See the menu
            </Button>
          </Stack>
        )}
        {state === 'ready' &&
          orders.map((order) => (
            <MyOrderCard key={order.ref} order={order} onPay={onPay} onReorder={onReorder} />
          ))}
        {state === 'ready' && hasMore && (
          <Button
            variant="outlined"
            color="secondary"
            onClick={onLoadMore}
            disabled={loadingMore}
            startIcon={
              loadingMore ? <CircularProgress size={18} color="inherit" aria-label="Loading" /> : undefined
            }
          >
            Older orders
          </Button>
        )}
      </Stack>
    </Container>
  );
}

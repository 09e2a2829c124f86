import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { awaitsPayment, type CustomerOrder } from '../../domain/customerOrders';
import { deliveryZoneLabel } from '../../domain/delivery';
import { formatNaira } from '../../domain/money';
import { MY_PAYMENT_LABELS, orderPlacedAt, orderStatusSentence } from '../../domain/myOrders';
import { OrderTimeline } from './OrderTimeline';

export interface MyOrderCardProps {
  /** One of the customer's orders, as GET /api/account/orders and the stream give it. */
  order: CustomerOrder;
  /**
   * Opens the payment dialog on this order; the button shows while its payment step is to do.
   * @default undefined
   */
  onPay?: ((order: CustomerOrder) => void) | undefined;
  /** Puts this order's items in the cart again, at today's prices. */
  onReorder: (order: CustomerOrder) => void;
}

/** One order of My orders: ref, time, items, total, pickup or delivery, payment, and its timeline. */
export function MyOrderCard({ order, onPay, onReorder }: MyOrderCardProps) {
  const titleId = useId();
  const where = order.delivery
    ? `Delivery · ${deliveryZoneLabel(order.deliveryLocation) ?? order.deliveryLocation}`
    : 'Pickup';
  const toPay = awaitsPayment(order) && onPay;
  return (
    <Card component="article" aria-labelledby={titleId} className="Bukka-my-order">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="h4">
            Order #{order.ref}
          </Typography>
          <Typography component="p" variant="h4">
            {formatNaira(order.total)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={order.createdAt}>{orderPlacedAt(order.createdAt)}</time> · {where}
        </Typography>
        <Box component="ul" className="Bukka-my-order-items" aria-label="Items">
          {order.items.map((item) => (
            <li key={item.id}>
              <Typography component="span">
                {item.quantity} × {item.name}
              </Typography>
              <Typography component="span" color="text.secondary">
                {formatNaira(item.price * item.quantity)}
              </Typography>
            </li>
          ))}
        </Box>
        <OrderTimeline status={order.status} />
        <Typography variant="body2" role="status" className="Bukka-my-order-status">
          {orderStatusSentence(order)}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <Chip
            size="small"
            label={MY_PAYMENT_LABELS[order.payment.state]}
            color={order.payment.state === 'paid' ? 'success' : 'default'}
          />
          <Box sx={{ flexGrow: 1 }} />
          {toPay && (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<PaymentsOutlinedIcon />}
              onClick={() => onPay(order)}
            >
              Pay for order #{order.ref}
            </Button>
          )}
          <Button
            variant={toPay ? 'outlined' : 'contained'}
            color={toPay ? 'secondary' : 'primary'}
            startIcon={<ReplayIcon />}
            onClick={() => onReorder(order)}
            aria-label={`Order again: the items of order #${order.ref}`}
          >
            Order again
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

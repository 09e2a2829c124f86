import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import { deliveryZoneLabel } from '../../../domain/delivery';
import { formatNaira } from '../../../domain/money';
import { spacedPhone, telLink } from '../../../domain/phone';
import {
  canConfirmPayment,
  confirmPaymentLabel,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  receivedQuestion,
} from '../../../domain/vendorOrder';
import { whatsappLink } from '../../../domain/whatsapp';
import { OrderActions } from './OrderActions';
import { OrderAge } from './OrderAge';
import { OrderCardCompact } from './OrderCardCompact';
import { paymentChip, STATUS_CHIP, STATUS_EDGE } from './orderLook';

export interface OrderCardProps {
  /** The order as GET /api/vendor/orders gives it. */
  order: VendorOrder;
  /** The current time (epoch ms) the age is measured to; a prop so that stories are deterministic. */
  now: number;
  /**
   * A call about this order is under way: the actions are disabled and a bar runs along the top.
   * @default false
   */
  busy?: boolean;
  /**
   * 'compact' for the phone at lunch rush: three pending orders on one screen, the moves in reach
   * (OrderCardCompact); 'full' shows every detail spelled out.
   * @default 'full'
   */
  variant?: 'full' | 'compact';
  /** Accepts a pending order. */
  onAccept: (ref: number) => void;
  /** Declines a pending order; raised only after the vendor confirms. */
  onDecline: (ref: number) => void;
  /** Completes an accepted order; `received` answers 'Mark ₦X received?' when it was asked. */
  onComplete: (ref: number, received?: boolean) => void;
  /** The vendor saw the transfer, or took the cash. */
  onConfirmPayment: (ref: number) => void;
}

/**
 * One order in the vendor's queue: who, what, how much, pickup or delivery, how to reach the
 * customer, the payment, how long ago; and the moves its status allows (Accept, Decline with a
 * confirmation, Complete), nothing else.
 */
function OrderCardView({ variant = 'full', ...props }: OrderCardProps) {
  return variant === 'compact' ? <OrderCardCompact {...props} /> : <OrderCardFull {...props} />;
}

function OrderCardFull({
  order,
  now,
  busy = false,
  onAccept,
  onDecline,
  onComplete,
  onConfirmPayment,
}: Omit<OrderCardProps, 'variant'>) {
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const { ref, status, payment } = order;
  const titleId = `order-${ref}-title`;
  const zone = deliveryZoneLabel(order.deliveryLocation);
  const confirmText = confirmPaymentLabel(payment.state);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-order-ref={ref}
      aria-busy={busy}
      sx={{ position: 'relative', borderLeft: 8, borderLeftColor: STATUS_EDGE[status], overflow: 'hidden' }}
    >
      {busy && (
        <LinearProgress
          aria-label={`Updating order #${ref}`}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" variant="h3">
            #{ref}
          </Typography>
          <Chip label={ORDER_STATUS_LABELS[status]} color={STATUS_CHIP[status]} />
          <Box sx={{ ml: 'auto !important' }}>
            <OrderAge order={order} now={now} />
          </Box>
        </Stack>

        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
            {order.customer}
          </Typography>
          <Typography sx={{ fontSize: '1.1rem', letterSpacing: 0.5 }}>
            {spacedPhone(order.phoneNumber)}
          </Typography>
        </Box>

        <Box component="ul" aria-label="Items" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {order.items.map((item) => (
            <Typography component="li" key={item.id} sx={{ fontSize: '1.1rem' }}>
              <Box component="strong" sx={{ display: 'inline-block', minWidth: '2.5em' }}>
                {item.quantity} ×
              </Box>{' '}
              {item.name}
            </Typography>
          ))}
        </Box>

        <Typography component="p" variant="h3">
          {formatNaira(order.total)}
        </Typography>

        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {order.delivery ? <DeliveryDiningIcon aria-hidden /> : <StorefrontIcon aria-hidden />}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {order.delivery ? `Delivery · ${zone ?? 'zone not given'}` : 'Pickup'}
            </Typography>
            {order.delivery && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {order.selectedAddress || 'No address given'}
              </Typography>
            )}
          </Box>
        </Stack>

        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <PaymentsIcon aria-hidden />
          <Typography sx={{ fontWeight: 700 }}>
            {payment.method ? PAYMENT_METHOD_LABELS[payment.method] : 'No payment chosen'}
          </Typography>
          <Chip label={PAYMENT_STATE_LABELS[payment.state]} {...paymentChip(payment.state)} />
          {canConfirmPayment(order) && (
            <Button
              variant="outlined"
              color="secondary"
              disabled={busy}
              onClick={() => onConfirmPayment(ref)}
              aria-label={`${confirmText} for order #${ref}`}
            >
              {confirmText}
            </Button>
          )}
        </Stack>

        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<PhoneIcon />}
            href={telLink(order.phoneNumber)}
            aria-label={`Call ${order.customer}`}
            sx={{ flex: '1 1 0' }}
          >
            Call
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<WhatsAppIcon />}
            href={whatsappLink(order)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${order.customer} about order #${ref}`}
            sx={{ flex: '1 1 0' }}
          >
            WhatsApp
          </Button>
        </Stack>

        <OrderActions
          orderRef={ref}
          status={status}
          busy={busy}
          askingDecline={confirmingDecline}
          onAskDecline={setConfirmingDecline}
          onAccept={onAccept}
          onDecline={onDecline}
          onComplete={onComplete}
          receivedQuestion={receivedQuestion(order)}
        />
      </Stack>
    </Card>
  );
}

/**
 * Memoised: a new order arriving re-renders only its own card, not the whole queue (the console
 * passes stable callbacks).
 */
export const OrderCard = memo(OrderCardView);

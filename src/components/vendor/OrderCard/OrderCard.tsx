import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import type { PaymentState, VendorOrder } from '../../../domain/api';
import { deliveryZoneLabel } from '../../../domain/delivery';
import { formatNaira } from '../../../domain/money';
import { canMoveOrder, type OrderStatus } from '../../../domain/status';
import { spacedPhone, telLink } from '../../../domain/phone';
import {
  ageText,
  canConfirmPayment,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
} from '../../../domain/vendorOrder';
import { whatsappLink } from '../../../domain/whatsapp';

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
  /** Accepts a pending order. */
  onAccept: (ref: number) => void;
  /** Declines a pending order; raised only after the vendor confirms. */
  onDecline: (ref: number) => void;
  /** Completes an accepted order. */
  onComplete: (ref: number) => void;
  /** The vendor saw the transfer, or took the cash. */
  onConfirmPayment: (ref: number) => void;
}

const STATUS_CHIP: Record<OrderStatus, ChipProps['color']> = {
  pending: 'primary',
  accepted: 'secondary',
  completed: 'success',
  declined: 'error',
};

const STATUS_EDGE: Record<OrderStatus, string> = {
  pending: 'primary.main',
  accepted: 'secondary.main',
  completed: 'success.main',
  declined: 'error.main',
};

function paymentChip(state: PaymentState): Pick<ChipProps, 'color' | 'variant'> {
  switch (state) {
    case 'paid':
      return { color: 'success', variant: 'filled' };
    case 'awaiting_confirmation':
      return { color: 'primary', variant: 'filled' };
    case 'unpaid':
      return { color: 'error', variant: 'outlined' };
    default:
      return { color: 'default', variant: 'outlined' };
  }
}

// Read at arm's length, on a counter: big buttons with big words.
const bigButton = { minHeight: 56, fontSize: '1.1rem', flex: '1 1 0', minWidth: 0 } as const;

/**
 * One order in the vendor's queue: who, what, how much, pickup or delivery, how to reach the
 * customer, the payment, how long ago; and the moves its status allows (Accept, Decline with a
 * confirmation, Complete), nothing else.
 */
function OrderCardView({
  order,
  now,
  busy = false,
  onAccept,
  onDecline,
  onComplete,
  onConfirmPayment,
}: OrderCardProps) {
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const { ref, status, payment } = order;
  const titleId = `order-${ref}-title`;
  const zone = deliveryZoneLabel(order.deliveryLocation);
  const canAccept = canMoveOrder(status, 'accepted');
  const canDecline = canMoveOrder(status, 'declined');
  const canComplete = canMoveOrder(status, 'completed');
  const askingDecline = confirmingDecline && canDecline;
  const confirmText = payment.state === 'cash_due' ? 'Cash received' : 'Confirm payment received';

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
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
          <Typography
            component="span"
            sx={{ ml: 'auto !important', color: 'text.secondary', fontWeight: 700 }}
          >
            <time dateTime={order.createdAt}>{ageText(order.createdAt, now)}</time>
          </Typography>
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

        {askingDecline ? (
          <Box
            role="group"
            aria-labelledby={`order-${ref}-decline`}
            sx={{ p: 1.5, borderRadius: 3, bgcolor: 'error.main', color: 'error.contrastText' }}
          >
            <Typography id={`order-${ref}-decline`} sx={{ fontWeight: 700, mb: 1, fontSize: '1.1rem' }}>
              Decline order #{ref}? The customer will be told it is declined.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                color="inherit"
                disabled={busy}
                onClick={() => setConfirmingDecline(false)}
                sx={{ ...bigButton, color: 'text.primary' }}
              >
                Keep it
              </Button>
              <Button
                variant="contained"
                color="secondary"
                disabled={busy}
                startIcon={<CloseIcon />}
                onClick={() => {
                  setConfirmingDecline(false);
                  onDecline(ref);
                }}
                sx={bigButton}
              >
                Yes, decline
              </Button>
            </Stack>
          </Box>
        ) : (
          (canAccept || canDecline || canComplete) && (
            <Stack direction="row" spacing={1}>
              {canDecline && (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  startIcon={<CloseIcon />}
                  onClick={() => setConfirmingDecline(true)}
                  aria-label={`Decline order #${ref}`}
                  sx={{ ...bigButton, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
                >
                  Decline
                </Button>
              )}
              {canAccept && (
                <Button
                  variant="contained"
                  color="success"
                  disabled={busy}
                  startIcon={<CheckIcon />}
                  onClick={() => onAccept(ref)}
                  aria-label={`Accept order #${ref}`}
                  sx={bigButton}
                >
                  Accept
                </Button>
              )}
              {canComplete && (
                <Button
                  variant="contained"
                  color="secondary"
                  disabled={busy}
                  startIcon={<DoneAllIcon />}
                  onClick={() => onComplete(ref)}
                  aria-label={`Complete order #${ref}`}
                  sx={bigButton}
                >
                  Complete
                </Button>
              )}
            </Stack>
          )
        )}
      </Stack>
    </Card>
  );
}

/**
 * Memoised: a new order arriving re-renders only its own card, not the whole queue (the console
 * passes stable callbacks).
 */
export const OrderCard = memo(OrderCardView);

import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import DoneIcon from '@mui/icons-material/Done';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import { deliveryZoneLabel } from '../../../domain/delivery';
import { formatNaira } from '../../../domain/money';
import { telLink } from '../../../domain/phone';
import {
  canConfirmPayment,
  confirmPaymentLabel,
  ORDER_STATUS_LABELS,
  PAYMENT_STATE_LABELS,
  receivedQuestion,
} from '../../../domain/vendorOrder';
import { whatsappLink } from '../../../domain/whatsapp';
import { OrderActions } from './OrderActions';
import { OrderAge } from './OrderAge';
import { paymentChip, STATUS_CHIP, STATUS_EDGE } from './orderLook';

export interface OrderCardCompactProps {
  order: VendorOrder;
  now: number;
  busy?: boolean;
  onAccept: (ref: number) => void;
  onDecline: (ref: number) => void;
  /** Completes an accepted order; `received` answers 'Mark ₦X received?' when it was asked. */
  onComplete: (ref: number, received?: boolean) => void;
  onConfirmPayment: (ref: number) => void;
}

const contactButton = { width: 44, height: 44, border: 1, borderColor: 'divider' } as const;

/**
 * One order in four short lines for the phone at lunch rush (issue 15): ref, status and age; what
 * to cook; who, how and how much, with the payment; then Call, WhatsApp and the moves. Three
 * pending orders fit a 360×740 screen with their Accept and Decline above the bottom navigation.
 * The address and the phone number are one tap away (Call, WhatsApp); the full card spells them out.
 */
export function OrderCardCompact({
  order,
  now,
  busy = false,
  onAccept,
  onDecline,
  onComplete,
  onConfirmPayment,
}: OrderCardCompactProps) {
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const { ref, status, payment } = order;
  const titleId = `order-${ref}-title`;
  const zone = deliveryZoneLabel(order.deliveryLocation);
  const fulfilment = order.delivery ? `Delivery · ${zone ?? 'zone not given'}` : 'Pickup';
  const confirmable = canConfirmPayment(order);
  const confirmText = confirmPaymentLabel(payment.state);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-order-ref={ref}
      aria-busy={busy}
      data-variant="compact"
      sx={{ position: 'relative', borderLeft: 6, borderLeftColor: STATUS_EDGE[status], overflow: 'hidden' }}
    >
      {busy && (
        <LinearProgress
          aria-label={`Updating order #${ref}`}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <Stack spacing={0.75} sx={{ px: 1.25, py: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.2 }}
          >
            #{ref}
          </Typography>
          <Chip size="small" label={ORDER_STATUS_LABELS[status]} color={STATUS_CHIP[status]} />
          <Box sx={{ ml: 'auto !important', flexShrink: 0 }}>
            <OrderAge order={order} now={now} size="small" />
          </Box>
        </Stack>

        <Box
          component="ul"
          aria-label="Items"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            fontWeight: 700,
            fontSize: '1.05rem',
            lineHeight: 1.3,
            // Two lines at most: a hostel floor's order must not push the next card off the screen.
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {order.items.map((item, i) => (
            <Box component="li" key={item.id} sx={{ display: 'inline' }}>
              {item.quantity} × {item.name}
              {i < order.items.length - 1 ? ', ' : ''}
            </Box>
          ))}
        </Box>

        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
          {order.delivery ? (
            <DeliveryDiningIcon fontSize="small" titleAccess={fulfilment} />
          ) : (
            <StorefrontIcon fontSize="small" titleAccess={fulfilment} />
          )}
          <Typography
            sx={{
              flex: '1 1 auto',
              minWidth: 0,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {order.customer}
          </Typography>
          <Typography sx={{ fontWeight: 700, flexShrink: 0 }}>{formatNaira(order.total)}</Typography>
          {confirmable ? (
            <Chip
              size="small"
              icon={<DoneIcon />}
              label={payment.state === 'cash_due' ? confirmText : 'Confirm payment'}
              // Outlined in ink, like the card's other buttons: it is an action, not a state.
              variant="outlined"
              color="secondary"
              disabled={busy}
              onClick={() => onConfirmPayment(ref)}
              aria-label={`${confirmText} for order #${ref}`}
              sx={{ flexShrink: 0, fontWeight: 700, borderWidth: 2 }}
            />
          ) : (
            <Chip
              size="small"
              label={PAYMENT_STATE_LABELS[payment.state]}
              {...paymentChip(payment.state)}
              sx={{ flexShrink: 0 }}
            />
          )}
        </Stack>

        <OrderActions
          orderRef={ref}
          status={status}
          busy={busy}
          compact
          askingDecline={confirmingDecline}
          onAskDecline={setConfirmingDecline}
          onAccept={onAccept}
          onDecline={onDecline}
          onComplete={onComplete}
          receivedQuestion={receivedQuestion(order)}
          leading={
            <>
              <IconButton
                href={telLink(order.phoneNumber)}
                aria-label={`Call ${order.customer}`}
                sx={contactButton}
              >
                <PhoneIcon />
              </IconButton>
              <IconButton
                href={whatsappLink(order)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`WhatsApp ${order.customer} about order #${ref}`}
                sx={contactButton}
              >
                <WhatsAppIcon />
              </IconButton>
            </>
          }
        />
      </Stack>
    </Card>
  );
}

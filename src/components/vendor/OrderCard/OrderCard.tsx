import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import { deliveryZoneLabel } from '../../../domain/delivery';
import { mapLink } from '../../../domain/mapLink';
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
   * 'compact' for the phone at lunch rush: the same parts in the same order, tighter and in
   * smaller type; 'full' where there is room.
   * @default 'full'
   */
  variant?: 'full' | 'compact';
  /**
   * The order waits on the customer's payment step (the queue's 'Awaiting payment'): drawn
   * quietly, in grey, with nothing red; nobody may come for it.
   * @default false
   */
  quiet?: boolean;
  /** Accepts a pending order. */
  onAccept: (ref: number) => void;
  /** Declines a pending order; raised only after the vendor confirms. */
  onDecline: (ref: number) => void;
  /** Completes an accepted order; `received` answers 'Mark ₦X received?' when it was asked. */
  onComplete: (ref: number, received?: boolean) => void;
  /** The vendor saw the transfer, or took the cash. */
  onConfirmPayment: (ref: number) => void;
}

// A thumb's width, a thumb apart (issue 25: every control ≥ 44 × 44 px, ≥ 8 px between them).
const TOUCH = 44;
const contactButton = {
  width: TOUCH,
  height: TOUCH,
  flexShrink: 0,
  border: 1,
  borderColor: 'divider',
} as const;

/** Copies the address for the rider's chat; says so for a moment. Its name is what it shows. */
function AddressButton({ address, dense }: { address: string; dense: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <ButtonBase
      onClick={() => {
        void navigator.clipboard?.writeText(address).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2_000);
        });
      }}
      sx={{
        display: 'block',
        flex: '1 1 auto',
        minWidth: 0,
        minHeight: TOUCH,
        textAlign: 'left',
        borderRadius: 1,
        px: 0.5,
        // The whole address, wrapped: the rider needs every word of it (never an ellipsis).
        overflowWrap: 'anywhere',
        whiteSpace: 'normal',
        fontSize: dense ? '1rem' : '1.05rem',
        lineHeight: 1.35,
        '&:focus-visible': { outline: 2, outlineColor: 'secondary.main' },
      }}
    >
      <Box component="span" data-address>
        {address}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85rem' }}>
        {copied ? 'Copied' : 'Tap to copy'}
      </Box>
    </ButtonBase>
  );
}

/**
 * One order in the vendor's queue, in the order the kitchen and the rider need it (issue 25):
 * ref and age; every line; pickup, or delivery with the zone and the whole address (tap to copy,
 * a map link); the customer with Call and WhatsApp; the total and the payment state; the moves its
 * status allows (Accept, Decline with a confirmation, Complete), nothing else. It fits a 320 px
 * phone with any data: long words wrap, nothing is cut.
 */
function OrderCardView({
  order,
  now,
  busy = false,
  variant = 'full',
  quiet = false,
  onAccept,
  onDecline,
  onComplete,
  onConfirmPayment,
}: OrderCardProps) {
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const dense = variant === 'compact';
  const { ref, status, payment } = order;
  const titleId = `order-${ref}-title`;
  const zone = deliveryZoneLabel(order.deliveryLocation);
  const fulfilment = order.delivery ? `Delivery · ${zone ?? 'zone not given'}` : 'Pickup';
  const address = order.selectedAddress.trim();
  const confirmText = confirmPaymentLabel(payment.state);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-order-ref={ref}
      aria-busy={busy}
      data-variant={variant}
      data-quiet={quiet || undefined}
      sx={{
        position: 'relative',
        borderLeft: dense ? 6 : 8,
        borderLeftColor: quiet ? 'grey.400' : STATUS_EDGE[status],
        overflow: 'hidden',
        minWidth: 0,
      }}
    >
      {busy && (
        <LinearProgress
          aria-label={`Updating order #${ref}`}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <Stack spacing={1} sx={{ px: dense ? 1.25 : 2, py: dense ? 1 : 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h3"
            sx={{ fontWeight: 700, fontSize: dense ? '1.25rem' : '1.5rem', lineHeight: 1.2 }}
          >
            #{ref}
          </Typography>
          <Chip
            size={dense ? 'small' : 'medium'}
            label={ORDER_STATUS_LABELS[status]}
            color={STATUS_CHIP[status]}
          />
          <Box sx={{ ml: 'auto !important', flexShrink: 0 }}>
            {/* No amber or red for an order nobody has committed to (domain/orderAge.ts). */}
            <OrderAge order={order} now={now} size={dense ? 'small' : 'medium'} />
          </Box>
        </Stack>

        <Box
          component="ul"
          aria-label="Items"
          sx={{ m: 0, p: 0, listStyle: 'none', fontSize: dense ? '1.05rem' : '1.1rem', lineHeight: 1.3 }}
        >
          {order.items.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex', gap: 0.75, minWidth: 0 }}>
              <Box component="strong" sx={{ flexShrink: 0, minWidth: '2.6em' }}>
                {item.quantity} ×
              </Box>{' '}
              <Box
                component="span"
                sx={{ minWidth: 0, fontWeight: dense ? 700 : 400, overflowWrap: 'anywhere' }}
              >
                {item.name}
              </Box>
            </Box>
          ))}
        </Box>

        <Box>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            {order.delivery ? <DeliveryDiningIcon aria-hidden /> : <StorefrontIcon aria-hidden />}
            <Typography sx={{ fontWeight: 700, minWidth: 0 }}>{fulfilment}</Typography>
          </Stack>
          {order.delivery && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0, mt: 0.5 }}>
              {address ? (
                <>
                  <AddressButton address={address} dense={dense} />
                  <IconButton
                    href={mapLink(address, zone)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Map of the address for order #${ref}`}
                    sx={contactButton}
                  >
                    <MapOutlinedIcon />
                  </IconButton>
                </>
              ) : (
                <Typography sx={{ color: 'error.main', fontWeight: 700 }}>No address given</Typography>
              )}
            </Stack>
          )}
        </Box>

        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Typography
              sx={{
                fontWeight: 700,
                fontSize: dense ? '1.05rem' : '1.15rem',
                lineHeight: 1.25,
                overflowWrap: 'anywhere',
              }}
            >
              {order.customer}
            </Typography>
            <Typography sx={{ letterSpacing: 0.5, fontSize: dense ? '0.95rem' : '1.05rem' }}>
              {spacedPhone(order.phoneNumber)}
            </Typography>
          </Box>
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
        </Stack>

        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 }}
        >
          <Typography
            component="p"
            sx={{ fontWeight: 700, fontSize: dense ? '1.3rem' : '1.6rem', lineHeight: 1.2 }}
          >
            {formatNaira(order.total)}
          </Typography>
          <Chip
            label={PAYMENT_STATE_LABELS[payment.state]}
            {...(quiet ? { color: 'default', variant: 'outlined' } : paymentChip(payment.state))}
            data-payment={payment.state}
            sx={{
              height: 'auto',
              minHeight: 36,
              maxWidth: '100%',
              fontSize: '1rem',
              fontWeight: 700,
              borderWidth: 2,
              '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
            }}
          />
          <Typography sx={{ color: 'text.secondary', fontWeight: 700 }}>
            {payment.method ? PAYMENT_METHOD_LABELS[payment.method] : 'No payment chosen'}
          </Typography>
          {canConfirmPayment(order) && (
            <Button
              variant="outlined"
              color="secondary"
              disabled={busy}
              onClick={() => onConfirmPayment(ref)}
              aria-label={`${confirmText} for order #${ref}`}
              sx={{ minHeight: TOUCH, borderWidth: 2, fontWeight: 700, '&:hover': { borderWidth: 2 } }}
            >
              {confirmText}
            </Button>
          )}
        </Stack>

        <OrderActions
          orderRef={ref}
          status={status}
          busy={busy}
          compact={dense}
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

import type { ChipProps } from '@mui/material/Chip';
import type { PaymentState } from '../../../domain/api';
import type { OrderStatus } from '../../../domain/status';

/** The colours of an order's status and payment, shared by the full and the compact card. */

export const STATUS_CHIP: Record<OrderStatus, ChipProps['color']> = {
  pending: 'primary',
  accepted: 'secondary',
  completed: 'success',
  declined: 'error',
  expired: 'default',
};

export const STATUS_EDGE: Record<OrderStatus, string> = {
  pending: 'primary.main',
  accepted: 'secondary.main',
  completed: 'success.main',
  declined: 'error.main',
  expired: 'grey.500',
};

export function paymentChip(state: PaymentState): Pick<ChipProps, 'color' | 'variant'> {
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

import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { VendorOrder } from '../../../domain/api';
import { ageLevel } from '../../../domain/orderAge';
import { ageText } from '../../../domain/vendorOrder';

export interface OrderAgeProps {
  order: Pick<VendorOrder, 'status' | 'createdAt' | 'payment'>;
  /** The current time (epoch ms). */
  now: number;
  /** @default 'medium' */
  size?: 'small' | 'medium';
}

// Amber on white is unreadable: amber and red are filled, with dark and white text.
const LOOK = {
  fresh: { variant: 'outlined', color: 'default' },
  amber: { variant: 'filled', color: 'warning' },
  red: { variant: 'filled', color: 'error' },
} as const;

/**
 * How long ago the order was placed, amber past 10 minutes and red past 20 (domain/orderAge.ts)
 * while it waits on the kitchen; the clock icon says it is late without relying on colour.
 */
export function OrderAge({ order, now, size = 'medium' }: OrderAgeProps) {
  const level = ageLevel(order, now);
  const look = LOOK[level];
  return (
    <Chip
      size={size}
      variant={look.variant}
      color={look.color}
      data-age={level}
      icon={level === 'fresh' ? undefined : <ScheduleIcon />}
      label={<time dateTime={order.createdAt}>{ageText(order.createdAt, now)}</time>}
      sx={{
        fontWeight: 700,
        ...(level === 'amber' && { color: 'text.primary', '& .MuiChip-icon': { color: 'text.primary' } }),
      }}
    />
  );
}

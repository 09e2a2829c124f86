import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { orderTimeline } from '../../domain/myOrders';
import type { OrderStatus } from '../../domain/status';

export interface OrderTimelineProps {
  /** The order's status: placed → accepted → completed, or placed → declined. */
  status: OrderStatus;
}

/** Where an order is: its steps in a row, those reached ticked, the latest marked current. */
export function OrderTimeline({ status }: OrderTimelineProps) {
  const steps = orderTimeline(status);
  return (
    <Box component="ol" className="Bukka-timeline" aria-label="Order progress" data-status={status}>
      {steps.map((step) => {
        const reached = step.state === 'done' || step.state === 'current';
        const icon =
          step.key === 'declined' || step.key === 'expired' ? (
            <CancelIcon color="error" aria-hidden />
          ) : reached ? (
            <CheckCircleIcon color="success" aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon aria-hidden />
          );
        return (
          <li
            key={step.key}
            className={`Bukka-timeline-step Bukka-step-${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            {icon}
            <Typography component="span" variant="body2">
              {step.label}
              {/* Read out with the label: the icons are decoration. */}
              <Box component="span" sx={visuallyHidden}>
                {reached ? '' : step.state === 'next' ? ' (next)' : ' (later)'}
              </Box>
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}

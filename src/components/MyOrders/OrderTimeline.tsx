import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { orderTimeline } from '../../domain/myOrders';
import type { OrderStatus } from '../../domain/status';

export interface OrderTimelineProps {
  /** The order's status: placed → accepted → completed, or placed → declined. */
  status: OrderStatus;
}

/**
 * The timeline's look, with it rather than in the theme: My orders and the tracker both show it,
 * and both are lazy (the theme is on the first load).
 */
const TIMELINE_SX: SxProps<Theme> = (theme) => ({
  display: 'flex',
  listStyle: 'none',
  margin: '12px 0 8px',
  padding: 0,
  gap: '4px',
  '& .Bukka-timeline-step': {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4px',
    textAlign: 'center',
    padding: '6px 0',
    borderTop: '4px solid rgba(26, 20, 16, 0.12)',
    color: theme.palette.text.secondary,
  },
  '& .Bukka-step-done, & .Bukka-step-current': {
    borderTopColor: theme.palette.success.main,
    color: theme.palette.text.primary,
  },
  '& .Bukka-step-current, & .Bukka-step-current .MuiTypography-root': { fontWeight: 700 },
  '&[data-status="declined"] .Bukka-step-current': { borderTopColor: theme.palette.error.main },
});

/** Where an order is: its steps in a row, those reached ticked, the latest marked current. */
export function OrderTimeline({ status }: OrderTimelineProps) {
  const steps = orderTimeline(status);
  return (
    <Box
      component="ol"
      className="Bukka-timeline"
      aria-label="Order progress"
      data-status={status}
      sx={TIMELINE_SX}
    >
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

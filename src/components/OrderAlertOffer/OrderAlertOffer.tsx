import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PushAlertState } from '../vendor/PushAlertControl/PushAlertControl';

export const ORDER_ALERT_LABEL = 'Tell me when it’s ready';

export interface OrderAlertOfferProps {
  state: PushAlertState;
  /** Asks the browser (only ever from this tap) and subscribes this phone to the customer's orders. */
  onTurnOn: () => void;
}

const SAID: Record<PushAlertState, string> = {
  off: 'We’ll send a notification to this phone when the kitchen accepts your order and when it’s ready, even with this page closed.',
  asking: 'Answer the browser’s question to get the notification.',
  on: 'We’ll tell this phone when your order is accepted, ready or declined, even with this page closed.',
  denied:
    'Notifications are blocked for this site, so we cannot tell this phone: allow them in the browser’s site settings, or keep My orders open.',
  unsupported:
    'This browser cannot get notifications with the page closed: keep My orders open to follow your order.',
};

/**
 * The customer's offer of Web Push (issue 28): shown after an order is placed and in My orders,
 * never before; says what they will get. Nothing is asked until the tap.
 */
export function OrderAlertOffer({ state, onTurnOn }: OrderAlertOfferProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', py: 1 }}>
      <NotificationsActiveOutlinedIcon
        aria-hidden
        color={state === 'on' ? 'success' : 'inherit'}
        sx={{ mt: 0.5 }}
      />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        {(state === 'off' || state === 'asking') && (
          <Button
            variant="contained"
            disabled={state === 'asking'}
            onClick={onTurnOn}
            startIcon={
              state === 'asking' ? (
                <CircularProgress size={16} color="inherit" aria-label="Waiting for the browser" />
              ) : undefined
            }
            sx={{ alignSelf: 'flex-start', minHeight: 48 }}
          >
            {ORDER_ALERT_LABEL}
          </Button>
        )}
        <Typography
          variant="body2"
          color={state === 'on' ? 'text.primary' : 'text.secondary'}
          role={
            state === 'on' ? 'status' : state === 'denied' || state === 'unsupported' ? 'note' : undefined
          }
        >
          {SAID[state]}
        </Typography>
      </Stack>
    </Stack>
  );
}

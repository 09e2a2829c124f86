import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Web Push on this device (issue 28): not on yet, the browser asking, on, blocked in the site
 * settings, or impossible in this browser.
 */
export type PushAlertState = 'off' | 'asking' | 'on' | 'denied' | 'unsupported';

export const PUSH_CONTROL_LABEL = 'Alert me on this phone even when the screen is off';
export const SEND_TEST_LABEL = 'Send a test alert';

/**
 * What became of the last test alert: the push service took it, refused it or could not be
 * reached, or said this phone's subscription is gone (the server deleted it).
 */
export type PushTestOutcome = 'sent' | 'failed' | 'gone';

export interface PushAlertControlProps {
  state: PushAlertState;
  /**
   * What became of the test alert just asked for; nothing said before one is asked for.
   * @default undefined
   */
  testOutcome?: PushTestOutcome | undefined;
  /** Asks the browser (only ever from this tap) and subscribes this phone. */
  onTurnOn: () => void;
  onTurnOff: () => void;
  onSendTest: () => void;
}

/** A failed test says so, never 'Sent'. */
const TEST_FAILED: Record<Exclude<PushTestOutcome, 'sent'>, string> = {
  failed: 'The test alert was not sent: the push service did not take it. Try again in a moment.',
  gone: 'This phone’s alerts had stopped (the push service no longer knew it): turn them on again.',
};

const SAID: Record<PushAlertState, string> = {
  off: 'New orders then reach this phone as a notification with sound, even with the console closed.',
  asking: 'Answer the browser’s question to turn alerts on.',
  on: 'This phone gets an alert for every new order, even with the screen off or the console closed.',
  denied:
    'Notifications are blocked for this site, so this phone cannot get alerts with the screen off: allow them in the browser’s site settings. The console still rings while it is open.',
  unsupported:
    'This browser cannot get alerts with the screen off. Keep the console open and in front: it still rings for every new order.',
};

/**
 * The console's control for Web Push: a clear button that asks (never on load), whether this
 * phone is signed up, a test alert to this phone only, and plainly what cannot be done.
 */
export function PushAlertControl({
  state,
  testOutcome,
  onTurnOn,
  onTurnOff,
  onSendTest,
}: PushAlertControlProps) {
  const impossible = state === 'denied' || state === 'unsupported';
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Alerts with the screen off"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, p: 1.5, borderRadius: 3, mb: 2 }}
    >
      {impossible ? (
        <NotificationsOffOutlinedIcon aria-hidden color="disabled" sx={{ mt: 0.5 }} />
      ) : (
        <NotificationsActiveOutlinedIcon
          aria-hidden
          color={state === 'on' ? 'success' : 'inherit'}
          sx={{ mt: 0.5 }}
        />
      )}
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        {state === 'on' ? (
          <Typography sx={{ fontWeight: 700 }}>Alerts are on for this phone</Typography>
        ) : (
          <Button
            variant="contained"
            disabled={state !== 'off'}
            onClick={onTurnOn}
            startIcon={
              state === 'asking' ? (
                <CircularProgress size={16} color="inherit" aria-label="Waiting for the browser" />
              ) : undefined
            }
            sx={{ alignSelf: 'flex-start', minHeight: 48, textAlign: 'left' }}
          >
            {PUSH_CONTROL_LABEL}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" role={impossible ? 'note' : undefined}>
          {SAID[state]}
        </Typography>
        {state === 'on' && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="outlined" color="inherit" onClick={onSendTest} sx={{ minHeight: 48 }}>
              {SEND_TEST_LABEL}
            </Button>
            <Button color="inherit" onClick={onTurnOff} sx={{ minHeight: 48 }}>
              Turn off
            </Button>
            {testOutcome === 'sent' && (
              <Typography variant="body2" role="status">
                Sent: it should show on this phone in a moment.
              </Typography>
            )}
          </Stack>
        )}
        {testOutcome && testOutcome !== 'sent' && (
          <Alert severity="error" role="alert">
            {TEST_FAILED[testOutcome]}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

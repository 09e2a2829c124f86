import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Whether the screen is kept awake: asked, on, impossible in this browser, or refused. */
export type ScreenAwake = 'pending' | 'on' | 'unsupported' | 'failed';
/** Permission for system notifications, as the browser tells it. */
export type NotificationPermissionState = 'unsupported' | 'default' | 'granted' | 'denied';
/** What this browser cannot do for the new-order alert. */
export type MissingAlert = 'sound' | 'vibration' | 'notifications';

export interface ConsoleAlertsProps {
  /** System notifications: 'default' offers the button; 'denied' is said in the note. */
  notifications: NotificationPermissionState;
  /** The Screen Wake Lock: 'unsupported' or 'failed' is said in the note. */
  screenAwake: ScreenAwake;
  /**
   * What the browser lacks for the alert.
   * @default []
   */
  missing?: readonly MissingAlert[];
  /**
   * The note has been read once on this device: it is not shown again.
   * @default false
   */
  noteSeen?: boolean;
  /** Asks the browser for notifications (only ever from this tap). */
  onAllowNotifications: () => void;
  /** The vendor read the note. */
  onNoteSeen: () => void;
}

const CANNOT: Record<MissingAlert | 'awake', string> = {
  sound: 'play the new-order sound',
  vibration: 'vibrate',
  notifications: 'show system notifications',
  awake: 'keep the screen awake',
};

const joined = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * Above the queue: the button that allows system notifications for new orders, and a small note,
 * once, of what this browser cannot do for the alerts (keep the screen awake, vibrate, play the
 * sound, notify) so nothing fails silently. Nothing at all when there is nothing to say.
 */
export function ConsoleAlerts({
  notifications,
  screenAwake,
  missing = [],
  noteSeen = false,
  onAllowNotifications,
  onNoteSeen,
}: ConsoleAlertsProps) {
  const cannot = [
    ...(screenAwake === 'unsupported' || screenAwake === 'failed' ? [CANNOT.awake] : []),
    ...missing.map((m) => CANNOT[m]),
  ];
  const lines: string[] = [];
  if (cannot.length > 0)
    lines.push(
      `This browser cannot ${joined(cannot)}${screenAwake === 'failed' ? ' right now' : ''}: keep the screen on and the console in front.`,
    );
  if (notifications === 'denied')
    lines.push('Notifications are blocked for this site: allow them in the browser’s site settings.');
  const showNote = !noteSeen && lines.length > 0;
  if (!showNote && notifications !== 'default') return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {notifications === 'default' && (
        <Paper
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 3, flexWrap: 'wrap' }}
        >
          <NotificationsActiveOutlinedIcon aria-hidden />
          <Typography sx={{ flex: '1 1 200px', fontWeight: 700 }}>
            Get a notification for each new order while the console is in the background.
          </Typography>
          <Button variant="contained" color="secondary" onClick={onAllowNotifications}>
            Allow notifications
          </Button>
        </Paper>
      )}
      {showNote && (
        <Alert
          severity="info"
          role="note"
          action={
            <Button color="inherit" size="small" onClick={onNoteSeen}>
              OK
            </Button>
          }
        >
          {lines.join(' ')}
        </Alert>
      )}
    </Stack>
  );
}

import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface BusyButtonProps extends Omit<ButtonProps, 'startIcon'> {
  /** The call it started is on its way: disabled, with a spinner. */
  busy: boolean;
  /** What the spinner says to a screen reader ('Submitting', 'Checking'). */
  busyLabel: string;
}

/** A form's large main button, disabled with a spinner named `busyLabel` while `busy`. */
export function BusyButton({ busy, busyLabel, disabled, children, ...button }: BusyButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      {...button}
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={20} color="inherit" aria-label={busyLabel} /> : undefined}
    >
      {children}
    </Button>
  );
}

import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export interface UndoSnackbarProps {
  /** What was just done, e.g. 'Order #1042 accepted.'; null hides the bar. */
  message: string | null;
  /** Takes it back: nothing has reached the server yet. */
  onUndo: () => void;
}

/**
 * The few seconds in which Accept, Complete and Confirm payment can be taken back. It runs no
 * timer of its own: the container holds the call and hides the bar when the call goes.
 */
export function UndoSnackbar({ message, onUndo }: UndoSnackbarProps) {
  return (
    <Snackbar
      open={message !== null}
      message={message ?? ''}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the console's bottom navigation on a phone.
      sx={{ bottom: { xs: 76, md: 24 } }}
      slotProps={{ content: { sx: { fontSize: '1.05rem', fontWeight: 700 } } }}
      action={
        <Button
          color="primary"
          variant="contained"
          startIcon={<UndoIcon />}
          onClick={onUndo}
          sx={{ minHeight: 44, fontSize: '1rem' }}
        >
          Undo
        </Button>
      }
    />
  );
}

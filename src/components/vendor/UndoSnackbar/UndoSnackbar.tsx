import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

export interface UndoSnackbarProps {
  /** What will be sent when the time is up, e.g. 'Accepting #1042'; null hides the bar. */
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
      // Inside the screen at every width, above the console's bottom navigation (56 px) on a
      // phone: pinned to both edges there, so no content can push it sideways.
      sx={{
        bottom: { xs: 72, md: 24 },
        left: { xs: 8, sm: '50%' },
        right: { xs: 8, sm: 'auto' },
        maxWidth: { xs: 'calc(100vw - 16px)', sm: 560 },
      }}
      slotProps={{
        content: {
          sx: {
            fontSize: '1.05rem',
            fontWeight: 700,
            flexWrap: 'nowrap',
            minWidth: 0,
            width: { xs: '100%', sm: 'auto' },
            '& .MuiSnackbarContent-message': { minWidth: 0, overflowWrap: 'anywhere' },
            '& .MuiSnackbarContent-action': { flexShrink: 0 },
          },
        },
      }}
      action={
        <Button
          color="primary"
          variant="contained"
          startIcon={<UndoIcon />}
          onClick={onUndo}
          aria-label={message ? `Undo: ${message}` : 'Undo'}
          sx={{ minHeight: 44, minWidth: 88, fontSize: '1rem' }}
        >
          Undo
        </Button>
      }
    />
  );
}

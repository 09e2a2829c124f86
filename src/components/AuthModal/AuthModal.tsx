import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import { useId } from 'react';
import { AuthForm, type AuthFormProps } from '../AuthForm/AuthForm';

export interface AuthModalProps extends AuthFormProps {
  /** Whether the modal has slid in (the auth state is non-empty, product-spec §4). */
  open: boolean;
  /** The close button, Escape or the backdrop. */
  onClose: () => void;
}

/** The one modal of Login and Sign Up, opened from the header; it slides in from the top. */
export function AuthModal({ open, onClose, ...formProps }: AuthModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slots={{ transition: Slide }}
      slotProps={{ transition: { direction: 'down' } as object }}
    >
      <DialogTitle id={titleId} className="Bukka-dialog-title">
        {formProps.mode === 'signup' ? 'Sign Up' : 'Login'}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <AuthForm key={formProps.mode} {...formProps} />
      </DialogContent>
    </Dialog>
  );
}

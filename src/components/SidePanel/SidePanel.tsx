import CloseIcon from '@mui/icons-material/Close';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SidePanelProps {
  /** Whether the panel is open. */
  open: boolean;
  /** The heading, which also names the panel for assistive technology. */
  title: ReactNode;
  /** The close button's name, e.g. 'Close cart'. */
  closeLabel: string;
  /** Closes the panel: the close button, Escape or a click outside. */
  onClose: () => void;
  /** What the panel holds, under its heading. */
  children: ReactNode;
}

/** The right-hand panel the cart, the wishlist and the saved addresses open in: a named dialog with its heading and close button. */
export function SidePanel({ open, title, closeLabel, onClose, children }: SidePanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { className: 'Bukka-cart', role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <Stack direction="row" className="Bukka-panel-head">
        <Typography id={titleId} component="h2" variant="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {children}
    </Drawer>
  );
}

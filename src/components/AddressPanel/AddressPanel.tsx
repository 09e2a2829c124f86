import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SavedAddress } from '../../domain/address';
import { AddressEntry } from '../CartDrawer/CartDrawer';

export interface AddressPanelProps {
  /** Whether the panel is open. */
  open: boolean;
  /** The saved addresses. */
  addresses: readonly SavedAddress[];
  /**
   * The id of the address used for delivery, or null.
   * @default null
   */
  selectedId?: number | null;
  /** A new address to save (trimmed, never blank). */
  onAdd: (value: string) => void;
  /** Deletes a saved address. */
  onRemove: (id: number) => void;
  /** Makes an address the one used for delivery. */
  onSelect: (id: number) => void;
  /** Closes the panel. */
  onClose: () => void;
}

/** Saved delivery addresses: add, choose the one to deliver to, delete. */
export function AddressPanel({
  open,
  addresses,
  selectedId = null,
  onAdd,
  onRemove,
  onSelect,
  onClose,
}: AddressPanelProps) {
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
          Saved addresses
        </Typography>
        <IconButton aria-label="Close addresses" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box className="Bukka-panel-body" sx={{ p: 2 }}>
        <AddressEntry onAdd={onAdd} />
        {addresses.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            No saved addresses yet. Add your hostel and room, or a street and landmark in town.
          </Typography>
        ) : (
          <RadioGroup
            aria-label="Deliver to"
            value={selectedId ?? ''}
            onChange={(event) => onSelect(Number(event.target.value))}
            sx={{ mt: 2 }}
          >
            {addresses.map((address) => (
              <Stack key={address.id} direction="row" className="Bukka-address-row">
                <FormControlLabel
                  value={address.id}
                  control={<Radio />}
                  label={address.value}
                  sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <IconButton aria-label={`Delete ${address.value}`} onClick={() => onRemove(address.id)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
            ))}
          </RadioGroup>
        )}
      </Box>
    </Drawer>
  );
}

import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SidePanel } from '../SidePanel/SidePanel';
import type { SavedAddress } from '../../domain/address';
import { AddressEntry } from '../AddressEntry/AddressEntry';

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
  return (
    <SidePanel open={open} title="Saved addresses" closeLabel="Close addresses" onClose={onClose}>
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
    </SidePanel>
  );
}

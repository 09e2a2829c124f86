import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { newAddressFormSchema, type NewAddressFormInput } from '../../domain/checkoutForm';

/** The 'add an address' field: a small form of its own, so Enter adds the address. */
export function AddressEntry({
  onAdd,
  label = 'New address',
}: {
  onAdd: (value: string) => void;
  label?: string;
}) {
  const form = useForm<NewAddressFormInput, unknown, { address: string }>({
    resolver: zodResolver(newAddressFormSchema),
    defaultValues: { address: '' },
  });
  const error = form.formState.errors.address?.message;
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start' }}
      onSubmit={form.handleSubmit(({ address }) => {
        onAdd(address);
        form.reset();
      })}
    >
      <TextField
        label={label}
        {...form.register('address')}
        error={error !== undefined}
        helperText={error ?? 'Hostel, room, street or landmark'}
        sx={{ flexGrow: 1 }}
        slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
      />
      <Button type="submit" variant="outlined" color="secondary" sx={{ mt: 0.75 }}>
        Add
      </Button>
    </Stack>
  );
}

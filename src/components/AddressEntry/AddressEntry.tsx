import Button from '@mui/material/Button';
import { Form } from '../Form/Form';
import { FormTextField } from '../Form/FormTextField';
import { useZodForm } from '../Form/useZodForm';
import { newAddressFormSchema, type NewAddressFormInput } from '../../domain/checkoutForm';

/** The 'add an address' field: a small form of its own, so Enter adds the address. */
export function AddressEntry({
  onAdd,
  onTextChange,
  label = 'New address',
}: {
  onAdd: (value: string) => void;
  /** The text as typed, on each change ('' once added): the cart offers to add it (issue 29). */
  onTextChange?: (text: string) => void;
  label?: string;
}) {
  // Checked on 'Add' only: leaving this optional field empty on the way to the next is no error.
  const form = useZodForm(newAddressFormSchema, { defaultValues: { address: '' }, mode: 'onSubmit' });
  return (
    <Form
      form={form}
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start' }}
      onSubmit={({ address }) => {
        onAdd(address);
        form.reset();
        onTextChange?.('');
      }}
    >
      <FormTextField<NewAddressFormInput>
        name="address"
        label={label}
        helperText="Hostel, room, street or landmark"
        sx={{ flexGrow: 1 }}
        onChange={onTextChange}
        slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
      />
      <Button type="submit" variant="outlined" color="secondary" sx={{ mt: 0.75 }}>
        Add
      </Button>
    </Form>
  );
}

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { AddressPanel } from '../../../components/AddressPanel/AddressPanel';
import {
  addAddressAtom,
  addressesAtom,
  removeAddressAtom,
  selectedAddressIdAtom,
} from '../../state/addresses';
import { addressesOpenAtom } from '../../state/ui';
import { useBackCloses } from '../../hooks/useBackCloses';

/** Saved addresses (sessionStorage `addresses`): add, remove, and choose the one to deliver to. */
export default function AddressesFeature() {
  const [open, setOpen] = useAtom(addressesOpenAtom);
  const addresses = useAtomValue(addressesAtom);
  const [selectedId, setSelectedId] = useAtom(selectedAddressIdAtom);
  const add = useSetAtom(addAddressAtom);
  const remove = useSetAtom(removeAddressAtom);
  useBackCloses(open, () => setOpen(false));
  return (
    <AddressPanel
      open={open}
      addresses={addresses}
      selectedId={selectedId}
      onAdd={(value) => void add(value)}
      onRemove={remove}
      onSelect={setSelectedId}
      onClose={() => setOpen(false)}
    />
  );
}

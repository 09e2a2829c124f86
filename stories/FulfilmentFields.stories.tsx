import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FulfilmentFields } from '../src/components/CartDrawer/FulfilmentFields';
import {
  ADDRESS_REQUIRED_MESSAGE,
  ZONE_REQUIRED_MESSAGE,
  type CheckoutFormValues,
} from '../src/domain/checkoutForm';
import { DELIVERY_UNAVAILABLE_MESSAGE } from '../src/domain/messages';
import { PHONE_MESSAGE } from '../src/domain/phone';
import { ADDRESSES } from './fixtures/data';

/** The cart's checkout fields on their own; CartDrawer's stories show them with the cart. */
const meta = {
  title: 'Shop/CartDrawer/FulfilmentFields',
  component: FulfilmentFields,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    mode: 'pickup',
    zone: '',
    phone: '08031234567',
    addresses: ADDRESSES,
    selectedAddressId: null,
    deliveryAvailable: true,
    deliveryNotice: false,
    fieldError: (_field: keyof CheckoutFormValues): string | undefined => undefined,
    showDeliveryNotice: fn(),
    onModeChange: fn(),
    onZoneChange: fn(),
    onPhoneChange: fn(),
    onAddAddress: fn(),
    onSelectAddress: fn(),
  },
} satisfies Meta<typeof FulfilmentFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pickup: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // Pickup asks only for the phone.
    await expect(canvas.queryByLabelText('Delivery location')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Delivery' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('delivery');
    await expect(args.showDeliveryNotice).not.toHaveBeenCalled();
  },
};

export const PhoneAsTyped: Story = {
  args: { phone: '' },
  play: async ({ args, canvasElement, userEvent }) => {
    // Non-digits are stripped and the number capped at 11 (product-spec §5).
    await userEvent.type(within(canvasElement).getByLabelText('Phone number'), '0');
    await expect(args.onPhoneChange).toHaveBeenLastCalledWith('0');
  },
};

export const Delivery: Story = {
  args: { mode: 'delivery', zone: 'inside_school', selectedAddressId: ADDRESSES[0]!.id },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Delivery location'), 'outside_town');
    await expect(args.onZoneChange).toHaveBeenCalledWith('outside_town');
    await userEvent.selectOptions(canvas.getByLabelText('Deliver to'), String(ADDRESSES[1]!.id));
    await expect(args.onSelectAddress).toHaveBeenCalledWith(ADDRESSES[1]!.id);
  },
};

export const DeliveryErrors: Story = {
  args: {
    mode: 'delivery',
    phone: '0803',
    fieldError: (field) =>
      ({
        zone: ZONE_REQUIRED_MESSAGE,
        selectedAddress: ADDRESS_REQUIRED_MESSAGE,
        phoneNumber: PHONE_MESSAGE,
      })[field as 'zone' | 'selectedAddress' | 'phoneNumber'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ZONE_REQUIRED_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(ADDRESS_REQUIRED_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(PHONE_MESSAGE)).toBeVisible();
  },
};

export const NoSavedAddress: Story = {
  args: { mode: 'delivery', addresses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Add an address above')).toBeVisible();
  },
};

export const DeliveryUnavailable: Story = {
  args: { deliveryAvailable: false, deliveryNotice: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Delivery' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(DELIVERY_UNAVAILABLE_MESSAGE);
    await expect(args.onModeChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { mode: 'delivery', zone: 'outside_school', selectedAddressId: ADDRESSES[1]!.id },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

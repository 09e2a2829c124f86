import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CartDrawer, loadCheckoutPart, type CartDrawerProps } from '../src/components/CartDrawer/CartDrawer';
import { addToCart, decreaseInCart, removeFromCart } from '../src/domain/cart';
import {
  ADD_TYPED_ADDRESS_LABEL,
  CHECKOUT_FIELD_REASONS,
  PRICES_CHANGED_LABEL,
} from '../src/domain/checkout';
import { ADDRESS_REQUIRED_MESSAGE, ZONE_REQUIRED_MESSAGE } from '../src/domain/checkoutForm';
import {
  CART_EMPTY_MESSAGE,
  CHECKOUT_LABEL,
  DELIVERY_UNAVAILABLE_MESSAGE,
  FOOD_NOT_READY_LABEL,
} from '../src/domain/messages';
import { PHONE_MESSAGE } from '../src/domain/phone';
import { soldOutNotice } from '../src/domain/soldOut';
import { MENU_SEED } from '../src/domain/menuSeed';
import { offMenuNotice } from '../src/domain/menu';
import { checkoutArgs } from './fixtures/checkoutArgs';
import { ADDRESSES, ALL_ITEMS, ONE_ITEM, menuItem } from './fixtures/data';

/** The drawer as a container uses it: the values live in state and come back as props. */
function StatefulCartDrawer(args: CartDrawerProps) {
  const [items, setItems] = useState(args.items);
  const [mode, setMode] = useState(args.mode);
  const [zone, setZone] = useState(args.zone);
  const [phone, setPhone] = useState(args.phone);
  const [addresses, setAddresses] = useState(args.addresses);
  const [selected, setSelected] = useState(args.selectedAddressId);
  return (
    <CartDrawer
      {...args}
      items={items}
      mode={mode}
      zone={zone}
      phone={phone}
      addresses={addresses}
      selectedAddressId={selected}
      onIncrease={(id) => {
        args.onIncrease(id);
        setItems((cart) => addToCart(cart, id));
      }}
      onDecrease={(id) => {
        args.onDecrease(id);
        setItems((cart) => decreaseInCart(cart, id));
      }}
      onRemove={(id) => {
        args.onRemove(id);
        setItems((cart) => removeFromCart(cart, id));
      }}
      onModeChange={(next) => {
        args.onModeChange(next);
        setMode(next);
      }}
      onZoneChange={(next) => {
        args.onZoneChange(next);
        setZone(next);
      }}
      onPhoneChange={(next) => {
        args.onPhoneChange(next);
        setPhone(next);
      }}
      onAddAddress={(value) => {
        args.onAddAddress(value);
        // Fixed ids: stories never read the clock.
        const id = 1763712120000 + addresses.length;
        setAddresses((list) => [...list, { id, value }]);
        setSelected(id);
      }}
      onSelectAddress={(id) => {
        args.onSelectAddress(id);
        setSelected(id);
      }}
    />
  );
}

const meta = {
  title: 'Cart/CartDrawer',
  component: CartDrawer,
  render: (args) => <StatefulCartDrawer {...args} />,
  // The drawer's checkout part is code of its own (issue 30): in before the story draws, so each
  // story shows the drawer whole (its first view without the part is e2e's nextTap.test.ts).
  loaders: [() => loadCheckoutPart()],
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    items: ONE_ITEM,
    menu: MENU_SEED,
    ...checkoutArgs(),
    onClose: fn(),
  },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkoutButton = () => screen.getByRole('button', { name: CHECKOUT_LABEL });

export const Empty: Story = {
  args: { items: [] },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (0)' });
    await expect(within(drawer).getByText(CART_EMPTY_MESSAGE)).toBeVisible();
    await expect(within(drawer).queryByRole('button', { name: CHECKOUT_LABEL })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const OneItemPickup: Story = {
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (1)' });
    await expect(within(drawer).getByRole('heading', { name: 'Mega Package' })).toBeVisible();
    await expect(within(drawer).getByText('₦1,500 each')).toBeVisible();
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');

    const phone = within(drawer).getByRole('textbox', { name: 'Phone number' });
    // Empty and untouched: not red yet (issue 13, forms speak after the customer acts).
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(phone, '0803-123-4567x');
    await expect(phone).toHaveValue('08031234567');
    await expect(args.onPhoneChange).toHaveBeenLastCalledWith('08031234567');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(checkoutButton());
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
    await expect(args.onCheckout).toHaveBeenCalledWith({
      mode: 'pickup',
      zone: '',
      phoneNumber: '08031234567',
      selectedAddress: '',
    });
  },
};

export const InvalidPhone: Story = {
  name: 'Invalid phone (10 digits), after a checkout tap',
  args: { phone: '0803123456' },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    const phone = within(drawer).getByRole('textbox', { name: 'Phone number' });
    // Nothing is red before the customer acts...
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(within(drawer).queryByText(PHONE_MESSAGE)).not.toBeInTheDocument();
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
    // ...but the held-back button says why, under it (issue 29)...
    await expect(checkoutButton()).toHaveAccessibleDescription(CHECKOUT_FIELD_REASONS.phone);
    // ...and a tap on the checkout that is not ready says what is missing, focuses the field and
    // sends nothing.
    await userEvent.click(checkoutButton());
    // The schema's check is asynchronous (react-hook-form's resolver): wait for its message.
    await expect(await within(drawer).findByText(PHONE_MESSAGE)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveFocus();
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const PhoneLeftShort: Story = {
  name: 'Phone left short: red once the customer leaves it',
  tags: ['!visual'],
  play: async ({ userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    const phone = within(drawer).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '0803');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(await within(drawer).findByText(PHONE_MESSAGE)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(phone, '1234567');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Delivery with nothing filled in yet, as the drawer first opens: no field is red. */
export const DeliveryUntouched: Story = {
  name: 'Delivery, untouched: nothing red',
  args: { mode: 'delivery', addresses: ADDRESSES },
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    for (const field of [
      within(drawer).getByRole('combobox', { name: 'Delivery location' }),
      within(drawer).getByRole('combobox', { name: 'Deliver to' }),
      within(drawer).getByRole('textbox', { name: 'Phone number' }),
    ]) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The same drawer after a tap on checkout: each missing field says what it needs. */
export const DeliveryCheckoutTried: Story = {
  name: 'Delivery, checkout tried: every missing field says so',
  args: { mode: 'delivery', addresses: ADDRESSES },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    // The first thing missing, in the cart's order, is named under the button; the fee is unknown.
    await expect(checkoutButton()).toHaveAccessibleDescription(CHECKOUT_FIELD_REASONS.zone);
    await expect(within(drawer).getByText('choose an area')).toBeVisible();
    await userEvent.click(checkoutButton());
    await expect(await within(drawer).findByText(ZONE_REQUIRED_MESSAGE)).toBeVisible();
    await expect(within(drawer).getByText(ADDRESS_REQUIRED_MESSAGE)).toBeVisible();
    await expect(within(drawer).getByText(PHONE_MESSAGE)).toBeVisible();
    await expect(within(drawer).getByRole('combobox', { name: 'Delivery location' })).toHaveFocus();
    await expect(args.onCheckout).not.toHaveBeenCalled();
    // Fixing one field clears its message at once; the others stay.
    await userEvent.selectOptions(
      within(drawer).getByRole('combobox', { name: 'Delivery location' }),
      'inside_school',
    );
    await waitFor(() => expect(within(drawer).queryByText(ZONE_REQUIRED_MESSAGE)).not.toBeInTheDocument());
    await expect(within(drawer).getByText(PHONE_MESSAGE)).toBeVisible();
    // The next reason takes its place; the fee is known.
    await expect(checkoutButton()).toHaveAccessibleDescription(CHECKOUT_FIELD_REASONS.address);
    await expect(within(drawer).queryByText('choose an area')).not.toBeInTheDocument();
  },
};

const manyItemsArgs = {
  items: ALL_ITEMS,
  mode: 'delivery',
  zone: 'outside_town',
  phone: '08031234567',
  addresses: ADDRESSES,
  selectedAddressId: ADDRESSES[1]!.id,
} satisfies Partial<CartDrawerProps>;

export const ManyItems: Story = {
  name: 'Many items, delivery ready',
  args: manyItemsArgs,
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (18)' });
    await expect(within(drawer).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(drawer).getByText('₦800')).toBeVisible();
    await expect(within(drawer).getByText('₦37,700')).toBeVisible();
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'false');
  },
};

export const ChangesQuantities: Story = {
  tags: ['!visual'],
  args: manyItemsArgs,
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (18)' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Increase Mini Package' }));
    await expect(args.onIncrease).toHaveBeenCalledTimes(1);
    await expect(args.onIncrease).toHaveBeenCalledWith(1);
    await expect(within(drawer).getByText('₦38,900')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Decrease Mini Package' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Decrease Mini Package' }));
    await expect(args.onDecrease).toHaveBeenCalledTimes(2);
    await expect(within(drawer).queryByRole('heading', { name: 'Mini Package' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Chicken and Chips' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(9);
    await expect(screen.getByRole('dialog', { name: 'Your Cart (14)' })).toBeVisible();
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const AddressMissing: Story = {
  args: { mode: 'delivery', zone: 'inside_school', phone: '08031234567', addresses: ADDRESSES },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    const deliverTo = within(drawer).getByRole('combobox', { name: 'Deliver to' });
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(checkoutButton());
    await expect(await within(drawer).findByText(ADDRESS_REQUIRED_MESSAGE)).toBeVisible();
    await expect(deliverTo).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/** An address typed and not added: the checkout button offers to add it (issue 29). */
export const AddressTyped: Story = {
  name: 'Address typed, not added: the button adds it',
  args: { mode: 'delivery', zone: 'inside_school', phone: '08031234567', addresses: ADDRESSES },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    const entry = within(drawer).getByRole('textbox', { name: 'New address' });
    await userEvent.type(entry, 'Shop 4, Oja Oba market');
    const add = within(drawer).getByRole('button', { name: ADD_TYPED_ADDRESS_LABEL });
    await expect(add).toHaveAttribute('aria-disabled', 'false');
    await expect(within(drawer).queryByText(CHECKOUT_FIELD_REASONS.address)).not.toBeInTheDocument();
    await userEvent.click(add);
    await expect(args.onAddAddress).toHaveBeenCalledWith('Shop 4, Oja Oba market');
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await expect(within(drawer).getByRole('textbox', { name: 'New address' })).toHaveValue('');
  },
};

/** A price changed since the package went in: the button asks to confirm first (issue 29). */
export const PricesChanged: Story = {
  name: 'Prices changed: the button asks to confirm',
  args: {
    phone: '08031234567',
    pricesChanged: true,
    notice: 'Mega Package is now ₦1,700',
    onConfirmPrices: fn(),
  },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: PRICES_CHANGED_LABEL }));
    await expect(args.onConfirmPrices).toHaveBeenCalledOnce();
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const AddsAnAddress: Story = {
  name: 'Adds and chooses an address',
  tags: ['!visual'],
  args: { mode: 'delivery', zone: 'inside_school', phone: '08031234567', addresses: ADDRESSES },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    const deliverTo = within(drawer).getByRole('combobox', { name: 'Deliver to' });
    const entry = within(drawer).getByRole('textbox', { name: 'New address' });
    // Blank text is not an address.
    await userEvent.type(entry, '   ');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    await expect(args.onAddAddress).not.toHaveBeenCalled();
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.selectOptions(deliverTo, 'Room 12, Block C, Moremi Hall');
    await expect(args.onSelectAddress).toHaveBeenCalledTimes(1);
    await expect(args.onSelectAddress).toHaveBeenCalledWith(ADDRESSES[0]!.id);
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'false');

    await userEvent.clear(entry);
    await userEvent.type(entry, '  Room 5, Block A  {Enter}');
    await expect(args.onAddAddress).toHaveBeenCalledTimes(1);
    await expect(args.onAddAddress).toHaveBeenCalledWith('Room 5, Block A');
    await expect(deliverTo).toHaveDisplayValue('Room 5, Block A');
    await expect(entry).toHaveValue('');
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'false');
  },
};

export const NoDeliveryLocation: Story = {
  args: { mode: 'delivery', phone: '08031234567', addresses: ADDRESSES, selectedAddressId: ADDRESSES[0]!.id },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    const zone = within(drawer).getByRole('combobox', { name: 'Delivery location' });
    await expect(zone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(checkoutButton());
    await waitFor(() => expect(zone).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.selectOptions(zone, 'inside_school');
    await expect(args.onZoneChange).toHaveBeenCalledWith('inside_school');
    await expect(within(drawer).getByText('₦1,800')).toBeVisible();
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'false');
    await userEvent.selectOptions(zone, '');
  },
};

export const DeliveryUnavailable: Story = {
  args: { deliveryAvailable: false, phone: '08031234567', deliveryNoticeMs: 60_000 },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByRole('radio', { name: 'Delivery' })).toBeDisabled();
    await expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByText('Delivery'));
    await expect(within(drawer).getByRole('alert')).toHaveTextContent(DELIVERY_UNAVAILABLE_MESSAGE);
    await expect(args.onModeChange).not.toHaveBeenCalled();
    await expect(within(drawer).getByRole('radio', { name: 'Pickup' })).toBeChecked();
  },
};

export const DeliveryTurnedOff: Story = {
  name: 'Delivery turned off: moved to pickup, the notice says why',
  args: { mode: 'pickup', deliveryAvailable: false, deliveryTurnedOff: true, phone: '08031234567' },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByRole('alert')).toHaveTextContent(DELIVERY_UNAVAILABLE_MESSAGE);
    await expect(within(drawer).getByRole('radio', { name: 'Pickup' })).toBeChecked();
    await expect(within(drawer).getByRole('radio', { name: 'Delivery' })).toBeDisabled();
    await expect(args.onModeChange).not.toHaveBeenCalled();
  },
};

export const FoodNotReady: Story = {
  args: { foodReady: false, phone: '08031234567' },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog');
    const button = within(drawer).getByRole('button', { name: FOOD_NOT_READY_LABEL });
    await expect(button).toBeDisabled();
    await expect(within(drawer).queryByRole('button', { name: CHECKOUT_LABEL })).not.toBeInTheDocument();
    button.click();
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true, phone: '08031234567' },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await expect(checkoutButton()).toBeDisabled();
    await expect(screen.getByRole('progressbar', { name: 'Checking out' })).toBeInTheDocument();
    checkoutButton().click();
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/** Mini Package on sale, Mega Package sold out: the drawer as the app shows it, notice included. */
const soldOutArgs = {
  items: [
    { id: 1, quantity: 2 },
    { id: 3, quantity: 1 },
  ],
  phone: '08031234567',
  soldOutIds: [3],
  notice: soldOutNotice([menuItem(3).name]),
} satisfies Partial<CartDrawerProps>;

export const SoldOutLine: Story = {
  name: 'One line sold out',
  args: soldOutArgs,
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (3)' });
    const [mini, mega] = within(drawer).getAllByRole('listitem');
    await expect(within(mega!).getByText('Sold out')).toBeVisible();
    await expect(within(mini!).queryByText('Sold out')).not.toBeInTheDocument();
    // Less of it or none is allowed, more is not; the line on sale is untouched.
    await expect(within(drawer).getByRole('button', { name: 'Increase Mega Package' })).toBeDisabled();
    await expect(within(drawer).getByRole('button', { name: 'Decrease Mega Package' })).toBeEnabled();
    await expect(within(drawer).getByRole('button', { name: 'Remove Mega Package' })).toBeEnabled();
    await expect(within(drawer).getByRole('button', { name: 'Increase Mini Package' })).toBeEnabled();

    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
    const notice = within(drawer).getByRole('alert');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(
      'Mega Package is sold out. Remove it from your cart to check out.',
    );
    checkoutButton().click();
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await expect(args.onIncrease).not.toHaveBeenCalled();
  },
};

export const RemovesSoldOutLine: Story = {
  name: 'Removing the sold-out line allows checkout',
  tags: ['!visual'],
  args: { ...soldOutArgs, notice: '' },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (3)' });
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
    await expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Mega Package' }));
    await expect(args.onRemove).toHaveBeenCalledWith(3);
    await expect(within(drawer).queryByText('Sold out')).not.toBeInTheDocument();
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(checkoutButton());
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { items: ALL_ITEMS.slice(0, 3), phone: '0803123' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    // A phone being typed is not red while the customer is still at it.
    await expect(within(drawer).getByRole('textbox', { name: 'Phone number' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const MobileCheckoutTried: Story = {
  name: 'Mobile, checkout tried with a short phone',
  args: { items: ALL_ITEMS.slice(0, 3), phone: '0803123' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ userEvent }) => {
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(checkoutButton());
    await expect(await within(drawer).findByText(PHONE_MESSAGE)).toBeVisible();
    await expect(within(drawer).getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const MobileDelivery: Story = {
  args: {
    items: ONE_ITEM,
    mode: 'delivery',
    zone: 'outside_school',
    phone: '08031234567',
    addresses: ADDRESSES,
    selectedAddressId: ADDRESSES[0]!.id,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The longest names, three of them sold out: the chips and a long notice at phone width. */
const longSoldOut = [6, 8, 2];

export const MobileSoldOutLongNotice: Story = {
  name: 'Mobile, three lines sold out (long notice)',
  args: {
    items: [...longSoldOut, 1].map((id) => ({ id, quantity: 1 })),
    phone: '08031234567',
    soldOutIds: longSoldOut,
    notice: soldOutNotice(longSoldOut.map((id) => menuItem(id).name)),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (4)' });
    await expect(within(drawer).getAllByText('Sold out')).toHaveLength(3);
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'true');
    const notice = within(drawer).getByRole('alert');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(args.notice!);
  },
};

/**
 * A refused order's packages the kitchen took off the menu meanwhile, the longest names: their
 * lines have left the cart, the notice names them, and what is left can still be ordered.
 */
export const MobileTakenOffMenu: Story = {
  name: 'Mobile, packages taken off the menu (the notice names what left)',
  args: {
    items: [{ id: 1, quantity: 2 }],
    phone: '08031234567',
    notice: offMenuNotice(longSoldOut.map((id) => menuItem(id).name)),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart (2)' });
    const notice = within(drawer).getByRole('alert');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(args.notice!);
    await expect(checkoutButton()).toHaveAttribute('aria-disabled', 'false');
  },
};

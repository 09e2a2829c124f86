import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  StatusSwitches,
  SWITCHES_NOT_KNOWN,
} from '../../src/components/vendor/StatusSwitches/StatusSwitches';
import { notReadyUntil, soldOutUntil } from '../../src/domain/kitchenSwitches';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { NOW } from './fixtures';

const iso = (t: number) => new Date(t).toISOString();

const meta = {
  title: 'Vendor/StatusSwitches',
  component: StatusSwitches,
  args: {
    items: MENU_SEED,
    food: { status: 'ready', until: null },
    delivery: { status: 'available', until: null },
    soldOut: [],
    now: NOW,
    onFoodChange: fn(),
    onDeliveryChange: fn(),
    onSoldOutChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusSwitches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All on: food ready, delivery available, nothing sold out. */
export const AllOn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Food ready' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Delivery available' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Mini Package sold out' })).not.toBeChecked();
  },
};

/** Turning food off asks for how long; nothing is sent until the vendor picks, and Cancel sends nothing. */
export const ChoosingNotReady: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const food = canvas.getByRole('switch', { name: 'Food ready' });
    await step('cancel', async () => {
      await userEvent.click(food);
      await expect(args.onFoodChange).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(food).toBeChecked();
      await expect(args.onFoodChange).not.toHaveBeenCalled();
    });
    await step('for 1 h', async () => {
      await userEvent.click(food);
      await userEvent.click(canvas.getByRole('button', { name: 'Not ready for 1 h' }));
      await expect(args.onFoodChange).toHaveBeenCalledTimes(1);
      await expect(args.onFoodChange).toHaveBeenCalledWith({ status: 'not-ready', for: '1h' });
    });
    // Left open for the screenshot.
    await userEvent.click(food);
    await expect(canvas.getByRole('button', { name: 'Not ready until tomorrow' })).toBeVisible();
  },
};

/** Not ready for 30 min: the caption says until when; switching on sends 'ready'. */
export const NotReadyFor30Min: Story = {
  args: { food: { status: 'not-ready', until: iso(notReadyUntil('30min', NOW)) } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Not ready until 13:30/)).toBeVisible();
    const food = canvas.getByRole('switch', { name: 'Food ready' });
    await expect(food).not.toBeChecked();
    await userEvent.click(food);
    await expect(args.onFoodChange).toHaveBeenCalledWith({ status: 'ready' });
  },
};

export const NotReadyUntilTomorrow: Story = {
  args: { food: { status: 'not-ready', until: iso(notReadyUntil('tomorrow', NOW)) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Not ready until tomorrow 07:00/)).toBeVisible();
  },
};

/** A 'not ready' whose time has passed shows ready, as the server will once it notices. */
export const NotReadyExpired: Story = {
  args: { food: { status: 'not-ready', until: iso(NOW - 60_000) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Food ready' })).toBeChecked();
  },
};

/** Not ready with no end (a server that does not know timed 'not ready' yet). */
export const NotReadyNoEnd: Story = {
  args: { food: { status: 'not-ready', until: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Not ready until switched back/)).toBeVisible();
  },
};

/** Delivery off until switched back: pickup only; switching it on sends 'available'. */
export const DeliveryOff: Story = {
  args: { delivery: { status: 'not-available', until: null } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByText('Pickup only until switched back: delivery is switched off.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Delivery available' }));
    await expect(args.onDeliveryChange).toHaveBeenCalledWith({ status: 'available' });
    await expect(args.onFoodChange).not.toHaveBeenCalled();
  },
};

/** Turning delivery off asks for how long, as the food switch does; Cancel sends nothing. */
export const ChoosingDeliveryOff: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const delivery = canvas.getByRole('switch', { name: 'Delivery available' });
    await step('cancel', async () => {
      await userEvent.click(delivery);
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expect(delivery).toBeChecked();
      await expect(args.onDeliveryChange).not.toHaveBeenCalled();
    });
    await step('for 30 min', async () => {
      await userEvent.click(delivery);
      await userEvent.click(canvas.getByRole('button', { name: 'Delivery off for 30 min' }));
      await expect(args.onDeliveryChange).toHaveBeenCalledTimes(1);
      await expect(args.onDeliveryChange).toHaveBeenCalledWith({ status: 'not-available', for: '30min' });
    });
    // Left open for the screenshot.
    await userEvent.click(delivery);
    await expect(canvas.getByRole('button', { name: 'Delivery off until tomorrow' })).toBeVisible();
    await expect(args.onFoodChange).not.toHaveBeenCalled();
  },
};

/** Delivery off for 1 h: the caption says until when, in Lagos time. */
export const DeliveryOffFor1h: Story = {
  args: { delivery: { status: 'not-available', until: iso(notReadyUntil('1h', NOW)) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pickup only until 14:00: delivery is switched off.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Delivery available' })).not.toBeChecked();
  },
};

/** A delivery pause whose time has passed shows delivery on, as the server does. */
export const DeliveryOffExpired: Story = {
  args: { delivery: { status: 'not-available', until: iso(NOW - 60_000) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Delivery available' })).toBeChecked();
    await expect(canvas.getByText('Customers can choose delivery.')).toBeVisible();
  },
};

/** Two packages sold out until tomorrow; one is switched back on. */
export const SoldOut: Story = {
  args: {
    soldOut: [
      { id: 5, until: iso(soldOutUntil(NOW)) },
      { id: 7, until: iso(soldOutUntil(NOW)) },
      { id: 1, until: iso(NOW - 1000) },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('switch', { name: 'Jumbo Package sold out' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Mini Package sold out' })).not.toBeChecked();
    await expect(canvas.getAllByText('Sold out until tomorrow 07:00')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('switch', { name: 'Chicken Burger sold out' }));
    await expect(args.onSoldOutChange).toHaveBeenCalledWith(7, false);
    await userEvent.click(canvas.getByRole('switch', { name: 'Mega Package sold out' }));
    await expect(args.onSoldOutChange).toHaveBeenCalledWith(3, true);
  },
};

/** Calls under way: those switches are disabled. */
export const Busy: Story = {
  args: { foodBusy: true, deliveryBusy: true, soldOutBusyIds: [2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Food ready' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Delivery available' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Mini(Turkey) Package sold out' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Mini Package sold out' })).toBeEnabled();
  },
};

/** A server without sold-out support: the toggles are disabled and say why. */
export const SoldOutUnavailable: Story = {
  args: { soldOutNote: 'Sold out needs a server update; the menu cannot show it yet.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Chicken and Chips sold out' })).toBeDisabled();
    await expect(args.onSoldOutChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Delivery could not be switched off: the network is unreachable.' },
};

/** Everything off at once, on a phone. */
export const MobileAllOff: Story = {
  args: {
    food: { status: 'not-ready', until: iso(notReadyUntil('1h', NOW)) },
    delivery: { status: 'not-available', until: iso(notReadyUntil('tomorrow', NOW)) },
    soldOut: [{ id: 9, until: iso(soldOutUntil(NOW)) }],
  },
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * The switches never read (the server down as the console opened): no switch is drawn, so nothing
 * tells the vendor the food is ready, delivery on or nothing sold out; the read's error above.
 */
export const NotKnown: Story = {
  args: { known: false, error: 'The switches could not be read: Service Unavailable.' },
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SWITCHES_NOT_KNOWN)).toBeVisible();
    await expect(canvas.getByText('The switches could not be read: Service Unavailable.')).toBeVisible();
    await expect(canvas.queryAllByRole('switch')).toEqual([]);
    await expect(canvas.queryByText(/Customers can/)).toBeNull();
  },
};

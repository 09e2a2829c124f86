import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ConsoleHeader } from '../../src/components/vendor/ConsoleHeader/ConsoleHeader';
import { ConsoleLayout } from '../../src/components/vendor/ConsoleLayout/ConsoleLayout';
import { DaySummary } from '../../src/components/vendor/DaySummary/DaySummary';
import { MenuEditor } from '../../src/components/vendor/MenuEditor/MenuEditor';
import { OrderQueue } from '../../src/components/vendor/OrderQueue/OrderQueue';
import { StatusSwitches } from '../../src/components/vendor/StatusSwitches/StatusSwitches';
import { ToCook } from '../../src/components/vendor/ToCook/ToCook';
import { UndoSnackbar } from '../../src/components/vendor/UndoSnackbar/UndoSnackbar';
import { daySummary } from '../../src/domain/daySummary';
import { kitchenTotals } from '../../src/domain/kitchenTotals';
import { MENU_SEED } from '../../src/domain/menuSeed';
import type { VendorOrder } from '../../src/domain/api';
import { queueCounts } from '../../src/domain/vendorQueue';
import { MENU_CHANGES, manyOrders, NOW, VENDOR_MENU } from './fixtures';

/** The console's parts as the app draws them, from `orders`. */
const parts = (orders: VendorOrder[], { loading = false }: { loading?: boolean } = {}) => ({
  pendingCount: queueCounts(orders).pending,
  header: (
    <ConsoleHeader
      pendingCount={queueCounts(orders).pending}
      username="mama_put"
      onToggleMute={fn()}
      onLogout={fn()}
    />
  ),
  orders: (
    <OrderQueue
      orders={orders}
      now={NOW}
      connection="live"
      loading={loading}
      onAccept={fn()}
      onDecline={fn()}
      onComplete={fn()}
      onConfirmPayment={fn()}
    />
  ),
  kitchen: (
    <>
      {/* As the app spaces them (VendorConsole). */}
      <div style={{ marginBottom: 16 }}>
        <ToCook lines={kitchenTotals(orders)} orders={queueCounts(orders).accepted} />
      </div>
      <StatusSwitches
        items={MENU_SEED}
        food={{ status: 'ready', until: null }}
        delivery={{ status: 'available', until: null }}
        soldOut={[]}
        now={NOW}
        onFoodChange={fn()}
        onDeliveryChange={fn()}
        onSoldOutChange={fn()}
      />
    </>
  ),
  today: <DaySummary summary={loading ? null : daySummary(orders, NOW)} />,
  menu: (
    <MenuEditor
      items={VENDOR_MENU}
      changes={MENU_CHANGES}
      now={NOW}
      onEdit={fn()}
      onNew={fn()}
      onCancel={fn()}
      onSave={fn()}
      onMove={fn()}
      onToggleVisible={fn()}
      onUpload={fn()}
    />
  ),
});

const meta = {
  title: 'Vendor/ConsoleLayout',
  component: ConsoleLayout,
  args: { section: 'orders', onSectionChange: fn(), onOrderSeen: fn(), ...parts(manyOrders) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide screen shows every part; tapping an order's card says it was seen (its alert stops). */
export const Desktop: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Today' })).toBeVisible();
    // The bottom navigation is the phone's (display: none here).
    await expect(canvas.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
    const card = canvasElement.querySelector<HTMLElement>('[data-order-ref]')!;
    await userEvent.click(card);
    await expect(args.onOrderSeen).toHaveBeenCalledWith(Number(card.dataset.orderRef));
  },
};

/** Before the first answer: the queue and today wait. */
export const Loading: Story = { args: { ...parts([], { loading: true }) } };

/** No orders yet today. */
export const Empty: Story = { args: { ...parts([]) } };

/** The Undo bar over the page after a move. */
export const WithUndo: Story = {
  args: { overlay: <UndoSnackbar message="Accepting #1042" onUndo={fn()} /> },
  play: async ({ canvas }) => {
    // The bar grows in: wait for it to be there whole.
    await waitFor(() => expect(canvas.getByText('Accepting #1042')).toBeVisible());
  },
};

/** A phone shows one part at a time, chosen from the bottom; the Orders tab counts what is pending. */
export const MobileOrders: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Console sections' });
    await expect(nav).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Today' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Kitchen' }));
    await expect(args.onSectionChange).toHaveBeenCalledWith('kitchen');
  },
};

export const MobileKitchen: Story = {
  args: { section: 'kitchen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Food ready' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Today' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Kitchen' })).toHaveClass('Mui-selected');
  },
};

export const MobileToday: Story = {
  args: { section: 'today' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileMenu: Story = {
  args: { section: 'menu' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

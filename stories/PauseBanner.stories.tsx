import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PauseBanner } from '../src/components/PauseBanner/PauseBanner';
import { notReadyUntil } from '../src/domain/kitchenSwitches';

/** The stories' clock: 21 Nov 2026, 13:00 in Lagos (12:00 UTC). Nothing here reads the real time. */
const NOW = Date.parse('2026-11-21T12:00:00Z');
const iso = (t: number) => new Date(t).toISOString();
/** 18:34 in Lagos the same day. */
const AT_18_34 = iso(Date.parse('2026-11-21T17:34:00Z'));
const OPEN = { status: 'ready', until: null } as const;
const DELIVERY_ON = { status: 'available', until: null } as const;

/**
 * The storefront's paused banner, at the top of the home page and in the menu: what a customer
 * is told before filling a cart while the kitchen or delivery is paused. Times in Lagos time.
 */
const meta = {
  title: 'Shell/PauseBanner',
  component: PauseBanner,
  parameters: { layout: 'fullscreen' },
  args: { switches: { food: OPEN, delivery: DELIVERY_ON }, now: NOW, place: 'page' },
} satisfies Meta<typeof PauseBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KitchenPaused: Story = {
  args: { switches: { food: { status: 'not-ready', until: AT_18_34 }, delivery: DELIVERY_ON } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The kitchen is paused until 18:34');
  },
};

export const DeliveryOffUntilTomorrow: Story = {
  args: {
    switches: {
      food: OPEN,
      delivery: { status: 'not-available', until: iso(notReadyUntil('tomorrow', NOW)) },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Delivery is off until tomorrow, pickup is open',
    );
  },
};

/** Both paused: pickup is not called open while the kitchen is paused. */
export const BothPaused: Story = {
  args: {
    switches: {
      food: { status: 'not-ready', until: AT_18_34 },
      delivery: { status: 'not-available', until: iso(notReadyUntil('tomorrow', NOW)) },
    },
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('The kitchen is paused until 18:34');
    await expect(banner).toHaveTextContent('Delivery is off until tomorrow');
    await expect(banner).not.toHaveTextContent('pickup is open');
  },
};

/** Paused until the vendor switches back: no time is promised. */
export const PausedNoEnd: Story = {
  args: {
    switches: {
      food: { status: 'not-ready', until: null },
      delivery: { status: 'not-available', until: null },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The kitchen is paused');
    await expect(canvas.getByRole('status')).toHaveTextContent('Delivery is off');
  },
};

/** In the menu, under its heading: rounded, inside the menu's width. */
export const InTheMenu: Story = {
  args: {
    place: 'menu',
    switches: { food: OPEN, delivery: { status: 'not-available', until: iso(notReadyUntil('1h', NOW)) } },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Delivery is off until 14:00, pickup is open');
  },
};

/** Nothing paused, or a pause past its end: no banner at all. */
export const NothingPaused: Story = {
  tags: ['!visual'],
  args: {
    switches: { food: { status: 'not-ready', until: iso(NOW - 1000) }, delivery: DELIVERY_ON },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const BothPausedMobile: Story = {
  ...BothPaused,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

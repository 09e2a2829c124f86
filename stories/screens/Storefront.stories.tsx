import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { LOGIN_RETRY_MESSAGE } from '../../src/domain/messages';
import { ADDRESSES } from '../fixtures/data';
import { ADDRESS_200 } from '../vendor/fixtures';
import { http, HttpResponse } from 'msw';
import { apiHandlers } from './handlers';
import { screen, screenSettled, type ScreenSpec, type Viewport } from './appScreen';
import { as, EMPTY, NORMAL, RUSH } from './screenData';

/**
 * The customer's journey, the whole app at each address with the API answered by MSW: the home
 * page and its menu, the cart with a delivery address, sign-up, the payment step, My orders, and
 * the shop offline. Rendered as main.tsx renders it; only the server's answers differ.
 */
const meta = { title: 'Screens/Storefront' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const home = (data = NORMAL, state: ScreenSpec['state'] = 'up'): ScreenSpec => ({ path: '/', data, state });

// ── Home and its menu ──────────────────────────────────────────────────────────────────────

/**
 * The customer scrolls down to the menu: the app reads it (GET /api/menu, the sold-out list)
 * when it comes into view. (The HTML of a real visit also carries it, #bukka-menu; a story's page
 * has none, so the menu here is the API's alone.)
 */
const toMenu = async () => {
  document.getElementById('menu')?.scrollIntoView({ behavior: 'instant' });
  await screenSettled();
};

/** Through MSW: the menu from GET /api/menu, one package into the cart, the count on the bag. */
export const HomePhone: Story = screen(home(), 'mobile', {
  play: async ({ canvasElement }) => {
    await toMenu();
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add Mega Package to cart' }, { timeout: 10_000 }),
    );
    await expect(
      await canvas.findByRole('button', { name: 'Cart, 1 item' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});
export const HomeDesktop: Story = screen(home(), 'desktop', { play: toMenu });
/** The menu not written yet: GET /api/menu answers no package. */
export const HomeEmptyMenuPhone: Story = screen(home(EMPTY), 'mobile', { play: toMenu });
/** The server down (503): the menu the page carried would stay; a story's page carried none. */
export const HomeServerDownPhone: Story = screen(home(NORMAL, 'down'), 'mobile', { play: toMenu });
/** No network: the offline line above the page. */
export const HomeOfflinePhone: Story = screen(home(NORMAL, 'offline'), 'mobile');
export const HomeOfflineDesktop: Story = screen(home(NORMAL, 'offline'), 'desktop');

// ── The cart, delivered to a saved address ──────────────────────────────────────────────────

const withCart = (cartItems: { id: number; quantity: number }[], address = ADDRESSES[1]!): ScreenSpec => ({
  ...home(),
  session: {
    cartItems,
    addresses: [address],
    checkoutDraft: {
      mode: 'delivery',
      zone: 'outside_school',
      phone: '08031234567',
      selectedAddressId: address.id,
    },
  },
});

const openCart = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Cart, \d+ items?$/ }));
  await within(document.body).findByRole('dialog', {}, { timeout: 10_000 });
};

/** Through MSW: the bag opens the cart (the menu and the switches asked again as it opens). */
export const CartDeliveryPhone: Story = screen(
  withCart([
    { id: 3, quantity: 2 },
    { id: 8, quantity: 1 },
  ]),
  'mobile',
  { play: openCart },
);
export const CartDeliveryDesktop: Story = screen(
  withCart([
    { id: 3, quantity: 2 },
    { id: 8, quantity: 1 },
  ]),
  'desktop',
  { play: openCart },
);
export const CartEmptyPhone: Story = screen(withCart([]), 'mobile', { play: openCart });
/** Every package, fifty of each, to a 200-character address. */
export const CartRushPhone: Story = screen(
  withCart(
    MENU_SEED.map(({ id }) => ({ id, quantity: 50 })),
    { id: 1763712120000, value: ADDRESS_200 },
  ),
  'mobile',
  { play: openCart },
);

// ── Sign-up ─────────────────────────────────────────────────────────────────────────────────

// The sign-up page's own chunk loads on demand: on a cold dev server the first story caught the page
// before it (the footer alone under the loading bar, in a clean clone's CI run). Wait for its form.
const signup: ScreenSpec = { path: '/signup', data: NORMAL, shows: 'input[autocomplete="new-password"]' };
export const SignupPhone: Story = screen(signup, 'mobile');
export const SignupDesktop: Story = screen(signup, 'desktop');
/** No network: the offline line above the form (sign-up is sent once the network is back). */
export const SignupOfflinePhone: Story = screen({ ...signup, state: 'offline', shows: 'main' }, 'mobile');
export const SignupOfflineDesktop: Story = screen({ ...signup, state: 'offline', shows: 'main' }, 'desktop');

/** The sign-ups the server refused in the story below, as they reached it. */
const refusedSignups: unknown[] = [];
/**
 * The server refuses the sign-up with a 503 (through MSW, ahead of the shared handlers): the form
 * says so with the spec's message and keeps what was typed, ready to be sent again.
 */
const signupServerDown = (viewport: Viewport): Story =>
  screen(signup, viewport, {
    parameters: {
      msw: {
        handlers: [
          http.post('/api/signup', async ({ request }) => {
            refusedSignups.push(await request.json());
            return HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 });
          }),
          ...apiHandlers(signup.data),
        ],
      },
    },
    play: async ({ canvasElement }) => {
      refusedSignups.length = 0;
      const form = within(within(canvasElement).getByRole('form', { name: 'Sign Up' }));
      await userEvent.type(form.getByRole('textbox', { name: /^Username/ }), 'adaeze_okafor');
      await userEvent.type(form.getByRole('textbox', { name: /^Email/ }), 'adaeze@example.com');
      await userEvent.type(form.getByLabelText(/^Password/), 'Jollof&Dodo2026');
      await userEvent.click(form.getByRole('button', { name: 'Sign Up' }));
      await expect(await form.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
        LOGIN_RETRY_MESSAGE,
      );
      await expect(refusedSignups).toEqual([
        { username: 'adaeze_okafor', email: 'adaeze@example.com', password: 'Jollof&Dodo2026' },
      ]);
      // Still the form, with what was typed, and its button ready again.
      await expect(form.getByRole('textbox', { name: /^Username/ })).toHaveValue('adaeze_okafor');
      await expect(form.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    },
  });
export const SignupServerDownPhone: Story = signupServerDown('mobile');
export const SignupServerDownDesktop: Story = signupServerDown('desktop');

// ── The payment step ────────────────────────────────────────────────────────────────────────

/** A signed-in customer's order waiting for its payment step: 'Pay for order #N' opens the dialog. */
const toPay: ScreenSpec = {
  path: '/',
  data: as('customer', { ...NORMAL, username: 'adaeze_okafor' }),
  signedIn: true,
  session: { orderToPay: { ref: 482913, balance: 4400 }, orderRef: 482913, balance: 4400 },
};
const openPayment = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Pay for order #482913/ }));
  await within(document.body).findByRole('dialog', {}, { timeout: 10_000 });
};
export const PaymentPhone: Story = screen(toPay, 'mobile', { play: openPayment });
export const PaymentDesktop: Story = screen(toPay, 'desktop', { play: openPayment });
/** The server down (503) as 'I have sent it' is tapped: the dialog says so, and the methods stay. */
const paymentServerDown = (viewport: Viewport): Story =>
  screen(toPay, viewport, {
    parameters: {
      msw: {
        handlers: [
          http.post('/api/account/payments/:ref/', () =>
            HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 }),
          ),
          ...apiHandlers(toPay.data),
        ],
      },
    },
    play: async (context) => {
      await openPayment(context);
      // The dialog that waits for the order is replaced by the payment's own: found by its name.
      const body = within(document.body);
      const dialog = await body.findByRole('dialog', { name: 'Pay for your order' }, { timeout: 10_000 });
      // Bank transfer, the first method of the config, is chosen already.
      await userEvent.click(within(dialog).getByRole('button', { name: 'I have sent it' }));
      await expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    },
  });
export const PaymentServerDownPhone: Story = paymentServerDown('mobile');
export const PaymentServerDownDesktop: Story = paymentServerDown('desktop');

// ── My orders ───────────────────────────────────────────────────────────────────────────────

const myOrders = (data = NORMAL, state: ScreenSpec['state'] = 'up'): ScreenSpec => ({
  path: '/orders',
  data: as('customer', { ...data, username: 'adaeze_okafor' }),
  state,
  signedIn: true,
  // Its page is a chunk of its own, like sign-up's: wait for its heading when the server answers.
  ...(state === 'up' ? { shows: '#my-orders-title' } : {}),
});
export const MyOrdersEmptyPhone: Story = screen(myOrders(EMPTY), 'mobile');
export const MyOrdersPhone: Story = screen(myOrders(), 'mobile');
export const MyOrdersDesktop: Story = screen(myOrders(), 'desktop');
/** Forty orders (twenty to a page), ten lines and 200-character addresses. */
export const MyOrdersRushPhone: Story = screen(myOrders(RUSH), 'mobile');
export const MyOrdersRushDesktop: Story = screen(myOrders(RUSH), 'desktop');
export const MyOrdersServerDownPhone: Story = screen(myOrders(NORMAL, 'down'), 'mobile');
export const MyOrdersOfflinePhone: Story = screen(myOrders(NORMAL, 'offline'), 'mobile');

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { soldOutNotice } from '../../src/domain/soldOut';
import {
  CART_EMPTY_MESSAGE,
  CHECKOUT_LABEL,
  LOGIN_RETRY_MESSAGE,
  OFFLINE_CHECKOUT_MESSAGE,
  OFFLINE_PAYMENT_MESSAGE,
  OFFLINE_MESSAGE,
} from '../../src/domain/messages';
import { EMPTY_MENU_MESSAGE } from '../../src/components/MenuGrid/MenuGrid';
import { ADDRESSES } from '../fixtures/data';
import { ADDRESS_200 } from '../vendor/fixtures';
import { settled } from '../../.storybook/guards';
import { refusingHandlers } from './handlers';
import { dropNetwork, screen, screenSettled, type ScreenSpec, type Viewport } from './appScreen';
import { as, EMPTY, NORMAL, RUSH, RUSH_SHOP } from './screenData';

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

/** The menu's add buttons ('Add Mega Package to cart'), the wishlist's hearts left out. */
const ADD_BUTTONS = '#menu button[aria-label^="Add "][aria-label$=" to cart"]';

/** A menu the server gave no package of: its heading, and nothing to add. */
const noPackageToAdd = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await toMenu();
  const menu = within(canvasElement.querySelector<HTMLElement>('#menu')!);
  await expect(menu.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
  await expect(canvasElement.querySelectorAll(ADD_BUTTONS)).toHaveLength(0);
  await expect(menu.getByText(EMPTY_MENU_MESSAGE)).toBeVisible();
};
/** The menu not written yet: GET /api/menu answers no package. */
export const HomeEmptyMenuPhone: Story = screen(home(EMPTY), 'mobile', { play: noPackageToAdd });
export const HomeEmptyMenuDesktop: Story = screen(home(EMPTY), 'desktop', { play: noPackageToAdd });
/** The server down (503): the menu the page carried would stay; a story's page carried none. */
export const HomeServerDownPhone: Story = screen(home(NORMAL, 'down'), 'mobile', { play: noPackageToAdd });
export const HomeServerDownDesktop: Story = screen(home(NORMAL, 'down'), 'desktop', { play: noPackageToAdd });

/**
 * The rush's menu: forty packages, names of up to 60 characters, ₦1,000,000 prices; every one on
 * sale has its Add button, the sold-out one says so. The picture: the first of the long names.
 */
const fortyPackages = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await toMenu();
  const { menu, soldOut } = RUSH_SHOP;
  await expect(menu).toHaveLength(40);
  await waitFor(() => expect(canvasElement.querySelectorAll(ADD_BUTTONS)).toHaveLength(40 - soldOut.length), {
    timeout: 10_000,
  });
  for (const id of soldOut) {
    const name = menu.find((item) => item.id === id)!.name;
    await expect(canvasElement.querySelector(`#menu [aria-label="${name} sold out"]`)).toHaveTextContent(
      'Sold out',
    );
  }
  const longest = menu.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  const add = canvasElement.querySelector<HTMLElement>(`#menu [aria-label="Add ${longest.name} to cart"]`)!;
  await expect(add).not.toBeNull();
  // Below the sticky bar, its card whole in the picture.
  const card = add.closest('article') ?? add;
  window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
  await expect(within(card).getByText(longest.name)).toBeVisible();
};
export const HomeRushPhone: Story = screen(home(RUSH_SHOP), 'mobile', { play: fortyPackages });
export const HomeRushDesktop: Story = screen(home(RUSH_SHOP), 'desktop', { play: fortyPackages });
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

/**
 * The cart, once open and drawn: its lines are the menu's packages, and a story's page carries no
 * menu, so they show once GET /api/menu (asked as the cart opens) has answered.
 */
const cartPanel = async (count: number) => {
  await screenSettled();
  const heading = await within(document.body).findByRole(
    'heading',
    { name: `Your Cart (${count})` },
    { timeout: 10_000 },
  );
  return within(heading.closest<HTMLElement>('[role="dialog"]')!);
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
/** Nothing in the cart: the spec's words, and nothing to check out. */
const emptyCart = async (context: { canvasElement: HTMLElement }) => {
  await openCart(context);
  const cart = await cartPanel(0);
  await expect(cart.getByText(CART_EMPTY_MESSAGE)).toBeVisible();
  await expect(cart.queryByRole('button', { name: CHECKOUT_LABEL })).toBeNull();
};
export const CartEmptyPhone: Story = screen(withCart([]), 'mobile', { play: emptyCart });
export const CartEmptyDesktop: Story = screen(withCart([]), 'desktop', { play: emptyCart });

/** Every package, fifty of each, to a 200-character address. */
const rushCart = withCart(
  MENU_SEED.map(({ id }) => ({ id, quantity: 50 })),
  { id: 1763712120000, value: ADDRESS_200 },
);
/** Nine lines of fifty, and the whole of the 200-character address. */
const fullCart = async (context: { canvasElement: HTMLElement }) => {
  await openCart(context);
  const cart = await cartPanel(50 * MENU_SEED.length);
  await expect(
    within(cart.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem'),
  ).toHaveLength(MENU_SEED.length);
  await expect(cart.getByText(ADDRESS_200, { exact: false })).toBeInTheDocument();
  // The sold-out package of the normal lunchtime, named under the button.
  await expect(cart.getByRole('alert')).toHaveTextContent(soldOutNotice(['Chicken Burger']));
};
export const CartRushPhone: Story = screen(rushCart, 'mobile', { play: fullCart });
export const CartRushDesktop: Story = screen(rushCart, 'desktop', { play: fullCart });

/** A signed-in customer's cart, two packages to a saved address: checkout goes to the server. */
const signedInCart: ScreenSpec = {
  ...withCart([
    { id: 3, quantity: 2 },
    { id: 8, quantity: 1 },
  ]),
  data: as('customer', { ...NORMAL, username: 'adaeze_okafor' }),
  signedIn: true,
};
/** The orders the server refused in the stories below, as they reached it. */
const refusedOrders: { num_package: number; delivery: boolean }[] = [];
/**
 * The server refuses the order with a 503 (POST /api/account/create_order/, through MSW ahead of
 * the shared handlers). Product-spec §8: a create-order failure is only logged; the customer is
 * back in the cart with every line kept, the button ready for another try, and no payment step.
 */
const checkoutRefused = (viewport: Viewport): Story =>
  screen(signedInCart, viewport, {
    parameters: {
      msw: {
        handlers: refusingHandlers('/api/account/create_order/', refusedOrders, signedInCart.data),
      },
    },
    play: async (context) => {
      refusedOrders.length = 0;
      const logged = spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await openCart(context);
        await userEvent.click((await cartPanel(3)).getByRole('button', { name: CHECKOUT_LABEL }));
        await waitFor(() => expect(refusedOrders).toHaveLength(1), { timeout: 10_000 });
        await expect(refusedOrders[0]).toMatchObject({ num_package: 3, delivery: true });
        await waitFor(() => expect(logged).toHaveBeenCalledWith('Create order failed', expect.anything()), {
          timeout: 10_000,
        });
      } finally {
        logged.mockRestore();
      }
      // Back in the cart, as it was.
      const cart = await cartPanel(3);
      await waitFor(() => expect(cart.getByRole('button', { name: CHECKOUT_LABEL })).toBeEnabled(), {
        timeout: 10_000,
      });
      await expect(within(document.body).queryByRole('dialog', { name: 'Pay for your order' })).toBeNull();
    },
  });
export const CartCheckoutRefusedPhone: Story = checkoutRefused('mobile');
export const CartCheckoutRefusedDesktop: Story = checkoutRefused('desktop');

/**
 * The network gone with the cart open: the offline line above the page, the cart's own line under
 * its button (checkout waits for the network), every line kept.
 */
const cartOffline = (viewport: Viewport): Story =>
  screen(
    {
      ...withCart([
        { id: 3, quantity: 2 },
        { id: 8, quantity: 1 },
      ]),
      state: 'dropped',
    },
    viewport,
    {
      play: async (context) => {
        await openCart(context);
        const cart = await cartPanel(3);
        dropNetwork();
        await expect(await cart.findByText(OFFLINE_CHECKOUT_MESSAGE, {}, { timeout: 10_000 })).toBeVisible();
        await expect(cart.getByRole('heading', { name: 'Your Cart (3)' })).toBeVisible();
        await expect(within(document.body).getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
      },
    },
  );
export const CartOfflinePhone: Story = cartOffline('mobile');
export const CartOfflineDesktop: Story = cartOffline('desktop');

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
        handlers: refusingHandlers('/api/signup', refusedSignups, signup.data),
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
/**
 * Opens the payment step and returns its dialog once it has come in: the dialog that waits for the
 * order is replaced by the payment's own, which fades in, and an answer to a tap made meanwhile
 * (a 503 from MSW comes at once) was drawn inside it at opacity 0: its alert not visible yet
 * (Payment Server Down Desktop, once in a clean-clone run).
 */
const openPayment = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Pay for order #482913/ }));
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: 'Pay for your order' },
    { timeout: 10_000 },
  );
  await settled();
  return dialog;
};
const showPayment = async (context: { canvasElement: HTMLElement }) => {
  await openPayment(context);
};
export const PaymentPhone: Story = screen(toPay, 'mobile', { play: showPayment });
export const PaymentDesktop: Story = screen(toPay, 'desktop', { play: showPayment });
/** The payment choices the server refused in the story below, as they reached it. */
const refusedPayments: { method: string }[] = [];
/** The server down (503) as 'I have sent it' is tapped: the dialog says so, and the methods stay. */
const paymentServerDown = (viewport: Viewport): Story =>
  screen(toPay, viewport, {
    parameters: {
      msw: {
        handlers: refusingHandlers('/api/account/payments/:ref/', refusedPayments, toPay.data),
      },
    },
    play: async (context) => {
      refusedPayments.length = 0;
      const dialog = await openPayment(context);
      // Bank transfer, the first method of the config, is chosen already.
      await userEvent.click(within(dialog).getByRole('button', { name: 'I have sent it' }));
      await expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
      // Sent once, as a transfer: the 503 is the server's answer to it, not a tap lost on the way.
      await expect(refusedPayments).toEqual([{ method: 'transfer' }]);
    },
  });
export const PaymentServerDownPhone: Story = paymentServerDown('mobile');
export const PaymentServerDownDesktop: Story = paymentServerDown('desktop');
/**
 * The network gone with the payment step open (a prepaid bundle run out): 'I have sent it' sends
 * nothing and says the order is kept, the page says it is offline, and the methods stay for once
 * the network is back.
 */
const paymentOffline = (viewport: Viewport): Story =>
  screen({ ...toPay, state: 'dropped' }, viewport, {
    play: async (context) => {
      const dialog = await openPayment(context);
      const body = within(document.body);
      dropNetwork();
      await userEvent.click(within(dialog).getByRole('button', { name: 'I have sent it' }));
      await expect(
        await within(dialog).findByText(OFFLINE_PAYMENT_MESSAGE, {}, { timeout: 10_000 }),
      ).toBeVisible();
      await expect(within(dialog).getByLabelText('Bank transfer')).toBeInTheDocument();
      await expect(body.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    },
  });
export const PaymentOfflinePhone: Story = paymentOffline('mobile');
export const PaymentOfflineDesktop: Story = paymentOffline('desktop');

// ── My orders ───────────────────────────────────────────────────────────────────────────────

const myOrders = (data = NORMAL, state: ScreenSpec['state'] = 'up'): ScreenSpec => ({
  path: '/orders',
  data: as('customer', { ...data, username: 'adaeze_okafor' }),
  state,
  signedIn: true,
  // Its page is a chunk of its own, like sign-up's: wait for its heading when the server answers.
  ...(state === 'up' ? { shows: '#my-orders-title' } : {}),
});
/** No order yet: says so, and the way back to the menu. */
const noOrders = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const page = within(canvasElement);
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByText('Your orders will show here, with where each one is.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'See the menu' })).toBeVisible();
};
/** The list refused (503) or out of reach (offline): says so, with a way to ask again. */
const ordersNotLoaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
  await expect(alert).toHaveTextContent(
    'We could not load your orders. Please check your connection and try again.',
  );
  await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(canvasElement.textContent).not.toMatch('No orders yet');
};
const ordersOffline = async (context: { canvasElement: HTMLElement }) => {
  await ordersNotLoaded(context);
  await expect(within(document.body).getByText(OFFLINE_MESSAGE)).toBeVisible();
};
export const MyOrdersEmptyPhone: Story = screen(myOrders(EMPTY), 'mobile', { play: noOrders });
export const MyOrdersEmptyDesktop: Story = screen(myOrders(EMPTY), 'desktop', { play: noOrders });
export const MyOrdersPhone: Story = screen(myOrders(), 'mobile');
export const MyOrdersDesktop: Story = screen(myOrders(), 'desktop');
/** Forty orders (twenty to a page), ten lines and 200-character addresses. */
export const MyOrdersRushPhone: Story = screen(myOrders(RUSH), 'mobile');
export const MyOrdersRushDesktop: Story = screen(myOrders(RUSH), 'desktop');
export const MyOrdersServerDownPhone: Story = screen(myOrders(NORMAL, 'down'), 'mobile', {
  play: ordersNotLoaded,
});
export const MyOrdersServerDownDesktop: Story = screen(myOrders(NORMAL, 'down'), 'desktop', {
  play: ordersNotLoaded,
});
export const MyOrdersOfflinePhone: Story = screen(myOrders(NORMAL, 'offline'), 'mobile', {
  play: ordersOffline,
});
export const MyOrdersOfflineDesktop: Story = screen(myOrders(NORMAL, 'offline'), 'desktop', {
  play: ordersOffline,
});

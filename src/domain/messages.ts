/** The texts of product-spec §2, §4 and §8 that the user reads, word for word. */

export const CART_EMPTY_MESSAGE = 'Your Cart is Empty!';
export const CHECKOUT_LABEL = 'Proceed to checkout';
export const FOOD_NOT_READY_LABEL = 'Food Is Not Ready';
export const DELIVERY_UNAVAILABLE_MESSAGE = 'Delivery is not available at the moment';

export const SIGNUP_TAKEN_MESSAGE = 'Username already exists!';
export const LOGIN_WRONG_MESSAGE = 'Wrong Username or Password. Please try again!';
export const LOGIN_RETRY_MESSAGE = 'Please reload page and try again!';

export const ORDER_CREATED_STATUS = 'Order Created';
/** Ours, not the spec's: the tracker's message for an order the server closed unpaid (issue 25). */
export const ORDER_EXPIRED_MESSAGE =
  'Sorry, your order was closed because it was not paid in time. Please order again.';

// The installed app (issue 12, DESIGN §11): the network gone, a new build deployed.
export const OFFLINE_MESSAGE =
  'This phone is offline. Your cart is kept: the menu, cart, wishlist and saved addresses still work. Checkout, login, sign-up and order tracking work again as soon as the network is back.';
export const VENDOR_OFFLINE_MESSAGE =
  'This phone is offline. Orders and switches are not up to date; the console picks up again as soon as the network is back.';
export const OFFLINE_CHECKOUT_MESSAGE =
  'This phone is offline. Your cart is kept: checkout works again as soon as the network is back.';
// Data gone on the payment step (a prepaid bundle runs out): the order is on the server already.
export const OFFLINE_PAYMENT_MESSAGE =
  'This phone is offline, so your choice was not sent. Your order is kept: tap again as soon as the network is back.';
// A page whose code is not on the phone yet (sign-up, My orders: not precached), opened offline.
export const OFFLINE_PAGE_TITLE = 'This phone is offline';
export const offlinePageMessage = (page: string) =>
  `Your cart is kept: ${page} opens by itself as soon as the network is back.`;
export const OFFLINE_PAGE_OPENING_TITLE = 'Back online';
export const offlinePageOpening = (page: string) => `Opening ${page}…`;
export const OFFLINE_PAGE_RETRY_LABEL = 'Try again';
/** The online-only pages by path, as they read in those sentences ('… opens by itself as soon as …'). */
export const OFFLINE_PAGE_NAMES: Readonly<Record<string, string>> = {
  '/signup': 'sign-up',
  '/orders': 'your orders',
};
export const OFFLINE_PAGE_FALLBACK_NAME = 'this page';
export const UPDATE_READY_MESSAGE = 'A new version is ready — reload';
export const UPDATE_RELOAD_LABEL = 'Reload';

/** The texts of product-spec §2, §4 and §8 that the user reads, word for word. */

export const CART_EMPTY_MESSAGE = 'Your Cart is Empty!';
export const CHECKOUT_LABEL = 'Proceed to checkout';
export const FOOD_NOT_READY_LABEL = 'Food Is Not Ready';
export const DELIVERY_UNAVAILABLE_MESSAGE = 'Delivery is not available at the moment';

export const SIGNUP_TAKEN_MESSAGE = 'Username already exists!';
export const LOGIN_WRONG_MESSAGE = 'Wrong Username or Password. Please try again!';
export const LOGIN_RETRY_MESSAGE = 'Please reload page and try again!';

export const ORDER_CREATED_STATUS = 'Order Created';

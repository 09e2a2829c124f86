/**
 * The API client, loaded on first use: it brings zod and the response schemas, which have no
 * place in the page's first chunk (the 150 KB budget). Every container calls through this.
 */
export const loadApi = () => import('./client');

export type Api = Awaited<ReturnType<typeof loadApi>>;

/** My orders' calls (the customer's own orders and their stream), loaded on first use. */
export const loadCustomerOrdersApi = () => import('./customerOrders');

import type { Db } from './client';
import { accountProfileQueries } from './queries/account-profiles';
import { customerOrderQueries } from './queries/customer-orders';
import { menuQueries } from './queries/menu';
import { newsletterQueries } from './queries/newsletter';
import { orderQueries, type OrderQueryOptions } from './queries/orders';
import { reportQueries } from './queries/reports';
import { pushQueries } from './queries/push';
import { sessionQueries } from './queries/sessions';
import { settingsQueries } from './queries/settings';
import { userQueries } from './queries/users';

/**
 * Every query the server runs, one file a topic under `queries/`. The hot paths (token lookup,
 * order status) are prepared statements on one index each.
 */
export type StoreOptions = OrderQueryOptions;

export function createStore(db: Db, options: StoreOptions = { statusCacheMs: 0 }) {
  return {
    ...userQueries(db),
    ...sessionQueries(db),
    ...settingsQueries(db),
    ...orderQueries(db, options),
    ...customerOrderQueries(db),
    ...newsletterQueries(db),
    ...menuQueries(db),
    ...accountProfileQueries(db),
    ...reportQueries(db),
    ...pushQueries(db),
  };
}

export type Store = ReturnType<typeof createStore>;

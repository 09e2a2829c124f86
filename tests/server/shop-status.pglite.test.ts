import { describeShopStatus } from './shop-status';

describeShopStatus('pglite');

import { describeShopStatus } from './shop-status';

describeShopStatus('postgres');

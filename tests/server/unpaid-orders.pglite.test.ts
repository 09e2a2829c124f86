import { describeUnpaidOrders } from './unpaid-orders';

describeUnpaidOrders('pglite');

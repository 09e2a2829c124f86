import { describeUnpaidOrders } from './unpaid-orders';

describeUnpaidOrders('postgres');

import { describeCustomerOrders } from './customer-orders';

describeCustomerOrders('pglite');

import { describeCustomerOrders } from './customer-orders';

describeCustomerOrders('postgres');

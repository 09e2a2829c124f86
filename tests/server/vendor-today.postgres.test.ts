import { describeVendorToday } from './vendor-today';

describeVendorToday('postgres');

import { describeVendorToday } from './vendor-today';

describeVendorToday('pglite');

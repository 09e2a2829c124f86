import { describeVendorMenu } from './vendor-menu';

describeVendorMenu('pglite');

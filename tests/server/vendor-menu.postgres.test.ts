import { describeVendorMenu } from './vendor-menu';

describeVendorMenu('postgres');

import { describeMenu } from './menu';

describeMenu('postgres');

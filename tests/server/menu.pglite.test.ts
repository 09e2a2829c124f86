import { describeMenu } from './menu';

describeMenu('pglite');

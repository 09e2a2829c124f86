import { describeReports } from './reports';

describeReports('pglite');

import { describeReports } from './reports';

describeReports('postgres');

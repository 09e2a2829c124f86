import { describeAccountProfile } from './account-profile';

describeAccountProfile('pglite');

import { describeAccountProfile } from './account-profile';

describeAccountProfile('postgres');

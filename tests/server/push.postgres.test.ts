import { describePush, describeTwoServerPush } from './push';

describePush('postgres');
describeTwoServerPush();

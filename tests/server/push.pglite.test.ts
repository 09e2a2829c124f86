import { describePush } from './push';

describePush('pglite');

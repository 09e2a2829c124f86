import { describeContract } from './contract';

describeContract('pglite');

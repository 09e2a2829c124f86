import { describeContract } from './contract';

describeContract('postgres');

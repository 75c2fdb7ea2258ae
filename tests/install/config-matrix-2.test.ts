import { describeMatrixShard } from '../support/config-matrix/matrix-suite';

// Part 2 of the init → smoke matrix (tests/support/config-matrix/matrix-suite.ts).
await describeMatrixShard(2);

import { describeMatrixShard } from '../support/config-matrix/matrix-suite';

// Part 4 of the init → smoke matrix (tests/support/config-matrix/matrix-suite.ts).
await describeMatrixShard(4);

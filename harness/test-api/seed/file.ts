import { readFileSync } from 'node:fs';
import { ApiError } from '../errors';
import { readSeedData } from './read';
import type { SeedData } from './types';

// Seeds given at start (`--seed <file>`, the `seed` option): a problem stops start-up with
// the path of the bad value, as a plain Error (there is no request to answer).

export function checkSeedData(value: unknown, where: string): SeedData {
  try {
    return readSeedData(value, where);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Invalid seed: ${error.message}`);
    throw error;
  }
}

export function loadSeedFile(path: string): SeedData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read seed file ${path}: ${(error as Error).message}`);
  }
  return checkSeedData(parsed, path);
}

import { readJsonFileSync } from '../../shared/read-json-file';
import { UserError } from '../../shared/user-error';
import { ApiError } from '../errors';
import { readSeedData } from './read';
import type { SeedData } from './types';

// Seeds given at start (`--seed <file>`, the `seed` option): a problem stops start-up with
// the path of the bad value, as a UserError (there is no request to answer; the CLI prints it).

export function checkSeedData(value: unknown, where: string): SeedData {
  try {
    return readSeedData(value, where);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new UserError(`Invalid seed: ${error.message}`, { kind: 'input', cause: error });
    }
    throw error;
  }
}

export function loadSeedFile(path: string): SeedData {
  const parsed = readJsonFileSync(path, { missingFix: 'check the --seed path' });
  return checkSeedData(parsed, path);
}

import { describe, expect, it } from 'vitest';
import { compareFilePlaces, environmentOf, type FilePlace } from './file-order';

// Written in two parts: Vitest reads these comments in any test file's source, this one's too.
const ENV = '@vitest-' + 'environment';

describe('the order of the test files', () => {
  it('reads the environment Vitest gives a file, with its options', () => {
    expect(environmentOf("import { it } from 'vitest';", 'node')).toBe('node ');
    expect(environmentOf(`// ${ENV} happy-dom\nimport x;`, 'node')).toBe('happy-dom ');
    const withOptions = [
      `// ${ENV} happy-dom`,
      `// ${ENV}-options {"url": "http://localhost:3000/login"}`,
    ].join('\n');
    expect(environmentOf(withOptions, 'node')).toBe(
      'happy-dom {"url": "http://localhost:3000/login"}',
    );
    expect(environmentOf(`/** ${ENV}-options {"a": 1} */`, 'node')).toBe('node {"a": 1}');
  });

  it('puts the files of one worker together: fresh workers first, then by runner, long files first', () => {
    const files: (FilePlace & { name: string })[] = [
      { name: 'browser a11y', group: 1, runner: 'browser node ', rank: 1 },
      { name: 'unit dom', group: 0, runner: 'unit happy-dom ', rank: 12 },
      { name: 'matrix', group: 1, runner: '', rank: 0 },
      { name: 'unit node', group: 0, runner: 'unit node ', rank: 12 },
      { name: 'unit dom 2', group: 0, runner: 'unit happy-dom ', rank: 12 },
      { name: 'unit mocks', group: 0, runner: '', rank: 12 },
      { name: 'browser small', group: 1, runner: 'browser node ', rank: 12 },
      { name: 'quick start', group: 1, runner: '', rank: 4 },
      { name: 'contract', group: 0, runner: 'contract node ', rank: 12 },
      { name: 'unit node 2', group: 0, runner: 'unit node ', rank: 12 },
    ];
    expect([...files].sort(compareFilePlaces).map((file) => file.name)).toEqual([
      'unit mocks',
      'contract',
      'unit dom',
      'unit dom 2',
      'unit node',
      'unit node 2',
      'matrix',
      'quick start',
      'browser a11y',
      'browser small',
    ]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createProjectRegistry,
  loadSettingsFile,
  type ProjectMemory,
  projectIdFor,
  secretFor,
} from './projects';
import { createStore } from './store';

// What the backend API needs of the registry: a secret per project and lookups by project id.

const A = 'public-token-test-a';
const B = 'public-token-test-b';

function settingsFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'projects-')), 'settings.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('project secrets and lookups by id', () => {
  it('derives a stable secret per project, different for each', () => {
    const registry = createProjectRegistry();
    const a = registry.resolve(A);
    expect(a.secret).toBe(secretFor(projectIdFor(A)));
    expect(a.secret).toMatch(/^secret-test-[A-Za-z0-9_-]{20,}$/);
    expect(createProjectRegistry().resolve(A).secret).toBe(a.secret);
    expect(registry.resolve(B).secret).not.toBe(a.secret);
  });

  it('takes a per-project secret from the settings file and knows listed projects from the start', () => {
    const file = loadSettingsFile(
      settingsFile({ otpAttemptLimit: 3, projects: { [B]: { secret: 'secret-test-mine-1234' } } }),
    );
    const registry = createProjectRegistry(file);
    const b = registry.byProjectId(projectIdFor(B));
    expect(b).toMatchObject({ publicToken: B, secret: 'secret-test-mine-1234' });
    expect(b?.settings.otpAttemptLimit).toBe(3);
    expect(b?.settings).not.toHaveProperty('secret');
    expect(registry.configured().map((p) => p.publicToken)).toEqual([B]);
    expect(registry.byProjectId(projectIdFor(A))).toBeNull();
  });

  it('refuses a malformed secret, and a secret shared by every project', () => {
    expect(() =>
      loadSettingsFile(settingsFile({ projects: { [B]: { secret: 'hunter2' } } })),
    ).toThrow(/"secret" must be "secret-test-"/);
    expect(() => loadSettingsFile(settingsFile({ secret: 'secret-test-shared-1234' }))).toThrow(
      /unknown setting "secret"/,
    );
  });

  it('finds a project by id after a restart when its token was remembered', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'projects-')), 'store.sqlite');
    const first = createStore(path);
    createProjectRegistry({}, first.projectTokens).resolve(A);
    first.close();
    const second = createStore(path);
    try {
      const memory: ProjectMemory = second.projectTokens;
      const project = createProjectRegistry({ passwordPolicy: 'luds' }, memory).byProjectId(
        projectIdFor(A),
      );
      expect(project).toMatchObject({ publicToken: A, secret: secretFor(projectIdFor(A)) });
      expect(project?.settings.passwordPolicy).toBe('luds');
      expect(createProjectRegistry({}).byProjectId(projectIdFor(A))).toBeNull();
    } finally {
      second.close();
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basicAuthHeader } from '../../harness/test-api';
import { backendCredentialLines, runTestApi } from './test-api';

// `stytch-widget test-api` prints what a customer's server gives the official Node client.

describe('test-api backend credentials', () => {
  it('prints project_id, secret and env for each project of the settings file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-backend-'));
    const settings = join(dir, 'settings.json');
    const token = 'public-token-test-cli-backend';
    writeFileSync(
      settings,
      JSON.stringify({ projects: { [token]: { secret: 'secret-test-cli-backend-1' } } }),
    );
    const { server } = await runTestApi({ port: 0, db: ':memory:', settings });
    try {
      const lines = backendCredentialLines(server.url, server.api.projects.configured());
      const project = server.api.projects.resolve(token);
      expect(lines.join('\n')).toContain(
        `${token}: project_id: '${project.projectId}', secret: 'secret-test-cli-backend-1', env: '${server.url}/'`,
      );
      // The printed values open the backend API.
      const res = await fetch(`${server.url}/v1/users/search`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: basicAuthHeader(project.projectId, 'secret-test-cli-backend-1'),
        },
        body: '{}',
      });
      expect(res.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('says how to look a project up when the settings list none', () => {
    expect(backendCredentialLines('http://127.0.0.1:4010', [])).toEqual([
      '  backend API (Node client): project_id and secret of a token: GET http://127.0.0.1:4010/__emulator/projects/<public_token>',
    ]);
  });
});

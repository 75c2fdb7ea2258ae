import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from '../../harness/shared/package-root';

// `stytch-widget/testing` as a customer gets it: the built entry (dist/node/testing.js, run
// `npm run build` first) imported by package name, and its shipped types (dist/types).

const root = fromPackageRoot();

describe('the built stytch-widget/testing entry', () => {
  it('runs a login, a fault and a clock move from a plain Node script importing it by name', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(root, 'tests', 'fixtures', 'testing-entry', 'customer-suite.mjs'),
    ]);
    expect(JSON.parse(stdout)).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      loginStatus: 200,
      hasSession: true,
      faulted: [503, 'service_unavailable'],
      offsetSeconds: 120,
      refused: 400,
    });
  });

  it('ships types: a typed suite checks against dist/types, and a wrong call is a type error', () => {
    const file = join(root, 'tests', 'fixtures', 'testing-entry', '__typed-suite.ts');
    const source = `
      import { startTestApi, type RunningTestApi, type ProjectSettings } from 'stytch-widget/testing';
      export async function suite(): Promise<string> {
        const api: RunningTestApi = await startTestApi({ port: 0 });
        const settings: ProjectSettings = await api.projects.settings('public-token-test-x', { otpAttemptLimit: 3 });
        await api.clock.advance(60);
        await api.faults.add({ path: '/sdk/v1/*', status: 500, errorType: 'internal_server_error' });
        const message = await api.outbox.waitFor({ to: 'a@example.com', kind: 'otp' });
        // @ts-expect-error: kind is 'otp' | 'magic_link' | 'reset_password'
        await api.outbox.waitFor({ kind: 'sms' });
        await api.close();
        return String(settings.otpAttemptLimit) + (message.code ?? '') + (await api.outbox.code('a@example.com'));
      }`;
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [join(root, 'node_modules', '@types')],
    };
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (f) => f === file || fileExists(f);
    host.readFile = (f) => (f === file ? source : readFile(f));
    host.getSourceFile = (f, language, ...rest) =>
      f === file
        ? ts.createSourceFile(f, source, language, true)
        : getSourceFile(f, language, ...rest);
    const program = ts.createProgram([file], options, host);
    const resolved = program
      .getSourceFiles()
      .map((s) => s.fileName)
      .find((name) => name.endsWith('harness/testing/index.d.ts'));
    expect(resolved).toContain('/dist/types/');
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  });
});

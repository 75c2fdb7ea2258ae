import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../cli/init/build-config';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { renderSnippet } from '../../harness/shared/render-snippet';
import type { ConfigFile } from '../../widget/config/schema';
import { importedBundle, moduleScript, optionsLiteral, type SnippetParts } from './snippet-source';

// The generated snippets, type-checked against the widget's real entry points: the React
// component against StytchLogin's props, the HTML snippet's options against mountLogin.

const root = fromPackageRoot();
const virtualDir = join(root, 'tests', 'cli', '__generated__');

function typeErrors(files: Record<string, string>): string[] {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const paths = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [join(virtualDir, name), text]),
  );
  const { getSourceFile, fileExists, readFile: read } = host;
  host.fileExists = (file) => file in paths || fileExists(file);
  host.readFile = (file) => paths[file] ?? read(file);
  host.getSourceFile = (file, language, ...rest) =>
    file in paths
      ? ts.createSourceFile(file, paths[file] ?? '', language, true)
      : getSourceFile(file, language, ...rest);
  const program = ts.createProgram(Object.keys(paths), { ...options, noEmit: true }, host);
  return Object.keys(paths).flatMap((file) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
      const where =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      return `${d.file ? d.file.fileName.slice(dirname(file).length + 1) : ''}:${where ? where.line + 1 : 0}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    }),
  );
}

/**
 * The snippet's mount call as TypeScript sees it once the bundle is in: its options literal
 * handed straight to the mount function (the snippet is JavaScript, where a literal kept in a
 * variable would lose its literal types).
 */
function mountCall(mountFunction: string, script: SnippetParts): string {
  return `import { ${mountFunction} } from '${importedBundle(script)}';\n${mountFunction}(${optionsLiteral(script, mountFunction)});\n`;
}

const answers = {
  publicToken: 'public-token-test-types',
  products: ['emailMagicLinks', 'otp', 'oauth', 'passwords', 'passkeys'],
  otp: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
  emailMagicLinks: { loginExpirationMinutes: 30, signupExpirationMinutes: 30 },
  oauth: { providers: ['google', 'github'], oneTap: true, oneTapPosition: 'floating' },
  redirects: {
    login: 'http://localhost:3000/authenticate',
    signup: 'http://localhost:3000/authenticate',
  },
  passwords: {
    resetPasswordRedirectURL: 'http://localhost:3000/reset',
    resetPasswordExpirationMinutes: 30,
  },
  sessionDurationMinutes: 30,
  theme: {
    colors: { primary: '#19303D', secondary: '#5C727D', success: '#0C5A56', error: '#8B1214' },
    container: { backgroundColor: '#FFFFFF', borderRadius: '8px', width: '400px' },
    buttonRadius: '4px',
    fontFamily: 'Arial',
    logoImageUrl: 'https://example.com/logo.png',
    hideHeaderText: false,
  },
  enableShadowDOM: true,
  locale: 'fr',
  apiUrl: 'http://localhost:4010',
  snippets: ['html', 'react', 'redirect'],
} as const;

describe('generated snippets type-check against the widget', () => {
  it('React component → StytchLogin props; HTML options → mountLogin; redirect → authenticateFromUrl', async () => {
    const config: ConfigFile = buildConfig(JSON.parse(JSON.stringify(answers)), 'x');
    const react = await renderSnippet('react', config, {
      bundleUrl: '/b.js',
      reactImport: '../../../widget/react',
    });
    const html = await renderSnippet('html', config, { bundleUrl: '../../../widget/index' });
    const redirect = await renderSnippet('redirect', config, {
      bundleUrl: '../../../widget/index',
    });
    // An empty file type-checks: make sure each block was found, with the call it must make.
    const embed = moduleScript(html);
    const finish = moduleScript(redirect);
    expect(importedBundle(embed)).toBe('../../../widget/index');
    expect(finish.call).toBe('authenticateFromUrl');
    expect(react).toContain("from '../../../widget/react'");
    expect(react).toContain('<StytchLogin');
    // The language, a mount option, as a prop and in the options object.
    expect(react).toContain('locale="fr"');
    expect(embed.json).toContain('"locale": "fr"');
    const errors = typeErrors({
      'LoginWidget.tsx': react,
      'embed.ts': mountCall('mountLogin', embed),
      // What the loader hands authenticateFromUrl: the block without its element and next page.
      'redirect.ts': `import { authenticateFromUrl } from '${finish.bundle}';\nconst { elementId: _e, afterLoginUrl: _a, ...options } = ${finish.json};\nvoid authenticateFromUrl(options);\n`,
    });
    expect(errors).toEqual([]);
  }, 60_000);

  it('reset page: React component → StytchPasswordReset props; HTML options → mountResetPassword', async () => {
    const config: ConfigFile = buildConfig(JSON.parse(JSON.stringify(answers)), 'x');
    const react = await renderSnippet('reset-react', config, {
      bundleUrl: '/b.js',
      reactImport: '../../../widget/react',
    });
    const html = await renderSnippet('reset-html', config, { bundleUrl: '../../../widget/index' });
    const embed = moduleScript(html);
    expect(importedBundle(embed)).toBe('../../../widget/index');
    expect(react).toContain('<StytchPasswordReset');
    expect(
      typeErrors({
        'ResetPassword.tsx': react,
        'reset.ts': mountCall('mountResetPassword', embed),
      }),
    ).toEqual([]);
  }, 60_000);

  it('passkey page: React component → StytchPasskeyRegistration props; HTML options → mountPasskeyRegistration', async () => {
    const config: ConfigFile = buildConfig(JSON.parse(JSON.stringify(answers)), 'x');
    const react = await renderSnippet('passkeys-react', config, {
      bundleUrl: '/b.js',
      reactImport: '../../../widget/react',
    });
    const html = await renderSnippet('passkeys-html', config, {
      bundleUrl: '../../../widget/index',
    });
    const embed = moduleScript(html);
    expect(importedBundle(embed)).toBe('../../../widget/index');
    expect(react).toContain('<StytchPasskeyRegistration');
    expect(
      typeErrors({
        'PasskeyRegistration.tsx': react,
        'passkeys.ts': mountCall('mountPasskeyRegistration', embed),
      }),
    ).toEqual([]);
  }, 60_000);

  it('the React template is the file that ships', async () => {
    const template = await readFile(fromPackageRoot('templates', 'LoginWidget.tsx.tpl'), 'utf8');
    expect(template).toContain("import { StytchLogin } from '__REACT_IMPORT__';");
    const reset = await readFile(fromPackageRoot('templates', 'ResetPassword.tsx.tpl'), 'utf8');
    expect(reset).toContain("import { StytchPasswordReset } from '__REACT_IMPORT__';");
    const passkeys = await readFile(
      fromPackageRoot('templates', 'PasskeyRegistration.tsx.tpl'),
      'utf8',
    );
    expect(passkeys).toContain("import { StytchPasskeyRegistration } from '__REACT_IMPORT__';");
  });
});

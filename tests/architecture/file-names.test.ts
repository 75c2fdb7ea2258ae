import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Names that say what a file holds. In widget/, a file holding a React component or a hook is
// named after it and every other module is kebab-case; in cli/, commands/ holds only commands.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.browser)?$/;

/** Named for something other than what they hold, on purpose. */
const EXCEPTIONS: Record<string, string> = {
  // The package's entries, named for the import path customers write.
  'widget/index.ts': 'package entry',
  'widget/react.tsx': 'package entry',
};

/** Folders whose files are named after an id of the product: a locale tag, a product id. */
const NAMED_BY_ID = ['widget/i18n/locales/', 'widget/products/'];

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(?:test|d)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The values a file declares and exports itself (re-exports are held elsewhere). */
function exportedValues(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const names: string[] = [];
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      if (statement.name) names.push(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name)) names.push(d.name.text);
      }
    }
  }
  return names;
}

/** Components (capitalised values of a .tsx file) and hooks among a file's exports. */
function componentsAndHooks(file: string, values: readonly string[]): string[] {
  return values.filter((name) => HOOK.test(name) || (file.endsWith('.tsx') && PASCAL.test(name)));
}

/** What is wrong with one widget file's name, or null. */
function widgetNameProblem(file: string, values: readonly string[]): string | null {
  if (EXCEPTIONS[file] || NAMED_BY_ID.some((folder) => file.startsWith(folder))) return null;
  const stem = basename(file).replace(/\.tsx?$/, '');
  if (PASCAL.test(stem) || HOOK.test(stem)) {
    if (values.includes(stem)) return null;
    // A file of a few small components of one kind is named for them in the plural
    // (PasswordFields.tsx holds PasswordField and its neighbours).
    if (stem.endsWith('s') && values.includes(stem.slice(0, -1))) return null;
    return `${file}: named like a component or hook, but exports no ${stem} (exports: ${values.join(', ') || 'no values'})`;
  }
  if (!KEBAB.test(stem)) return `${file}: a module that is not a component or hook is kebab-case`;
  const held = componentsAndHooks(file, values);
  // One component or hook is what the file holds; a module of several (context.ts: the context
  // and its hooks) keeps a kebab-case name for the group.
  if (held.length === 1 && stem !== 'index') {
    const [name] = held;
    return `${file}: holds ${name}, so it is named ${name}${file.endsWith('.tsx') ? '.tsx' : '.ts'}`;
  }
  return null;
}

describe('file names say what the file holds', () => {
  it('recognises the names it refuses', () => {
    expect(widgetNameProblem('widget/ui/toast-area.tsx', ['requestToastArea', 'ToastArea'])).toBe(
      'widget/ui/toast-area.tsx: holds ToastArea, so it is named ToastArea.tsx',
    );
    expect(widgetNameProblem('widget/i18n/use-locale.ts', ['useLocaleStrings'])).toBe(
      'widget/i18n/use-locale.ts: holds useLocaleStrings, so it is named useLocaleStrings.ts',
    );
    expect(widgetNameProblem('widget/ui/Toasts.tsx', ['ToastList'])).toMatch(/exports no Toasts/);
    expect(widgetNameProblem('widget/ui/phoneNumbers.ts', ['parsePhone'])).toMatch(/kebab-case/);
    expect(
      widgetNameProblem('widget/ui/ToastArea.tsx', ['requestToastArea', 'ToastArea']),
    ).toBeNull();
    expect(
      widgetNameProblem('widget/app/context.ts', ['WidgetContext', 'useWidget', 'useFlow']),
    ).toBeNull();
    expect(
      widgetNameProblem('widget/screens/passwords/PasswordFields.tsx', [
        'FixedEmail',
        'PasswordField',
      ]),
    ).toBeNull();
    expect(widgetNameProblem('widget/ui/lazy-component.tsx', ['lazyChunk'])).toBeNull();
  });

  it('in widget/, a component or hook names its file and other modules are kebab-case', () => {
    const files = sourceFiles('widget');
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => widgetNameProblem(file, exportedValues(file)) ?? []);
    expect(problems).toEqual([]);
  });

  it('cli/commands/ holds only commands, each exporting its <name>Command', () => {
    const files = sourceFiles('cli/commands');
    expect(files.length).toBeGreaterThan(5);
    const problems = files.flatMap((file) => {
      const stem = basename(file, '.ts');
      const command = `${stem.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Command`;
      return exportedValues(file).includes(command)
        ? []
        : [
            `${file}: not a command (no ${command}); a helper goes in a folder named for what it is`,
          ];
    });
    expect(problems).toEqual([]);
  });
});

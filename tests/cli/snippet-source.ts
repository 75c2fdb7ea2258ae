import ts from 'typescript';
import { expect } from 'vitest';

// Reading a generated snippet as a browser or a compiler would: its module script, the options
// object it mounts with, and whether it parses.

/** The module script of an HTML snippet (fails the test when there is none). */
export function moduleScript(html: string): string {
  const match = /<script type="module"(?: async)?>([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

/**
 * The options object an HTML snippet mounts with: the `options` literal its module script
 * declares, evaluated, after checking that the mount function is called with it once the
 * bundle has loaded.
 */
export function mountOptionsIn(script: string, mountFunction: string): Record<string, unknown> {
  return new Function(`return (${optionsLiteral(script, mountFunction)});`)() as Record<
    string,
    unknown
  >;
}

/** The source of the `options` literal an HTML snippet mounts with (see mountOptionsIn). */
export function optionsLiteral(script: string, mountFunction: string): string {
  expect(script).toContain(`({ ${mountFunction} }) => ${mountFunction}(options)`);
  const literal = /const options = ([\s\S]*?\n {2}\});\n/.exec(script)?.[1] ?? '';
  expect(literal).not.toBe('');
  return literal;
}

/** The bundle URL an HTML snippet's module script imports (`import('<url>')`). */
export function importedBundle(script: string): string | undefined {
  return /\bimport\('([^']+)'\)/.exec(script)?.[1];
}

/** Syntax errors of a module (TSX allowed), as TypeScript reports them. */
export function syntaxErrors(source: string, fileName: string): string[] {
  const out = ts.transpileModule(source, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

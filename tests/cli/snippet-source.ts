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

/** The object literal passed to `mountFunction(…)` in a script, evaluated. */
export function mountOptionsIn(script: string, mountFunction: string): Record<string, unknown> {
  const literal = new RegExp(`${mountFunction}\\(([\\s\\S]*)\\);`).exec(script)?.[1] ?? '';
  expect(literal).not.toBe('');
  return new Function(`return (${literal});`)() as Record<string, unknown>;
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

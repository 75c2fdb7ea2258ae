import ts from 'typescript';
import { expect } from 'vitest';

// Reading a generated HTML snippet as a browser would: no inline code, only its JSON data block
// (what the embed loader reads: the call, the bundle, the options) and the loader it loads.

export interface SnippetParts {
  /** The bundle export the block calls: `mountLogin`, …, `authenticateFromUrl`. */
  call: string;
  /** The bundle the block names (`data-bundle`). */
  bundle: string;
  /** The `embed.js` the snippet loads beside the bundle (`<script type="module" async src>`). */
  loader: string;
  /** The data block's text, as written. */
  json: string;
}

/**
 * The snippet's scripts, checked for the shape every HTML snippet has: one JSON data block, then
 * two empty module scripts, the bundle it names and embed.js beside it (fails the test otherwise).
 */
export function moduleScript(html: string): SnippetParts {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attributes: m[1] ?? '',
    body: m[2] ?? '',
  }));
  expect(scripts).toHaveLength(3);
  const [block, bundle, loader] = scripts;
  const attribute = (attributes: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
  expect(attribute(block?.attributes ?? '', 'type')).toBe('application/json');
  for (const tag of [bundle, loader]) {
    expect(tag?.attributes).toMatch(/^ type="module" async src="[^"]+"$/);
    expect(tag?.body).toBe('');
  }
  expect(attribute(bundle?.attributes ?? '', 'src')).toBe(
    attribute(block?.attributes ?? '', 'data-bundle'),
  );
  return {
    call: attribute(block?.attributes ?? '', 'data-stytch-widget') ?? '',
    bundle: attribute(block?.attributes ?? '', 'data-bundle') ?? '',
    loader: attribute(loader?.attributes ?? '', 'src') ?? '',
    json: block?.body ?? '',
  };
}

/** The options an HTML snippet mounts with, after checking the block calls `mountFunction`. */
export function mountOptionsIn(
  parts: SnippetParts,
  mountFunction: string,
): Record<string, unknown> {
  expect(parts.call).toBe(mountFunction);
  return JSON.parse(parts.json) as Record<string, unknown>;
}

/** The data block's JSON text (see mountOptionsIn): also a TypeScript object literal. */
export function optionsLiteral(parts: SnippetParts, mountFunction: string): string {
  mountOptionsIn(parts, mountFunction);
  return parts.json;
}

/** The bundle URL an HTML snippet names. */
export function importedBundle(parts: SnippetParts): string {
  return parts.bundle;
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

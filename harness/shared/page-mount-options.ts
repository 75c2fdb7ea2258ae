import { type Expression, type Node, parse } from 'acorn';
import { BUNDLE_ATTRIBUTE, EMBED_ATTRIBUTE } from '../../widget/embed/markup';
import { EMBED_LOADER } from './runtime-chunk.mjs';

// What an embed snippet on a page mounts, read from the page's own markup as it is served: the
// mount function, the bundle it imports and the options. The snippet `render-snippet.ts` writes
// is a JSON data block (`<script type="application/json" data-stytch-widget="mountLogin">`) that
// the embed loader beside the bundle mounts; a page may instead call the mount function from a
// module script of its own, whose options are read with a JavaScript parser (acorn), never
// evaluated, so a value the customer replaced by code (a callback, a variable) is kept as "not a
// literal" and left out of comparisons.

/** A value of the options literal that is code, not data (a function, a variable). */
export const NOT_LITERAL = Symbol('not a literal');

export type LiteralValue =
  | string
  | number
  | boolean
  | null
  | typeof NOT_LITERAL
  | LiteralValue[]
  | { [key: string]: LiteralValue };

export interface PageMount {
  /** `mountLogin`, `mountResetPassword`, … as the snippet's import names it. */
  mountFunction: string | undefined;
  /** The bundle the snippet imports, as written (`/stytch-widget/stytch-widget.js`). */
  bundleUrl: string | undefined;
  /** The embed loader (`embed.js`) the page loads beside it, as written; a data-block snippet's. */
  loaderUrl?: string;
  options: { [key: string]: LiteralValue };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * The first JSON data block of a mount (`data-stytch-widget="mount…"`), with the bundle beside
 * the embed loader the page loads.
 */
function readDataBlock(html: string): PageMount | undefined {
  const scripts = [...html.matchAll(SCRIPT)];
  const loader = scripts
    .map(([, attributes]) => attribute(attributes ?? '', 'src'))
    .find(
      (src) =>
        src !== undefined &&
        src
          .replace(/[?#].*$/, '')
          .split('/')
          .pop() === EMBED_LOADER,
    );
  for (const [, attributes = '', body = ''] of scripts) {
    if (!/^application\/json$/i.test(attribute(attributes, 'type') ?? '')) continue;
    const call = attribute(attributes, EMBED_ATTRIBUTE);
    if (!call?.startsWith('mount')) continue;
    let options: unknown;
    try {
      options = JSON.parse(body);
    } catch {
      continue;
    }
    if (typeof options !== 'object' || options === null || Array.isArray(options)) continue;
    return {
      mountFunction: call,
      bundleUrl:
        attribute(attributes, BUNDLE_ATTRIBUTE) ??
        loader?.replace(/[^/?#]*([?#].*)?$/, 'stytch-widget.js'),
      ...(loader ? { loaderUrl: loader } : {}),
      options: options as { [key: string]: LiteralValue },
    };
  }
  return undefined;
}

/** The module scripts of an HTML page (the tokenizer's rule: script data ends at `</script`). */
function moduleScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => /\btype\s*=\s*["']?module\b/i.test(attributes ?? ''))
    .map(([, , body]) => body ?? '');
}

function literal(node: Node): LiteralValue {
  switch (node.type) {
    case 'Literal': {
      const value = (node as Node & { value: unknown }).value;
      return typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'boolean' ||
        value === null
        ? value
        : NOT_LITERAL;
    }
    case 'TemplateLiteral': {
      const template = node as Node & {
        expressions: Node[];
        quasis: { value: { cooked: string | null } }[];
      };
      return template.expressions.length ? NOT_LITERAL : (template.quasis[0]?.value.cooked ?? '');
    }
    case 'UnaryExpression': {
      const unary = node as Node & { operator: string; argument: Node };
      const value = literal(unary.argument);
      return unary.operator === '-' && typeof value === 'number' ? -value : NOT_LITERAL;
    }
    case 'ArrayExpression':
      return (node as Node & { elements: (Node | null)[] }).elements.map((element) =>
        element ? literal(element) : null,
      );
    case 'ObjectExpression':
      return objectLiteral(node);
    default:
      return NOT_LITERAL;
  }
}

function objectLiteral(node: Node): { [key: string]: LiteralValue } {
  const result: { [key: string]: LiteralValue } = {};
  for (const property of (node as Node & { properties: Node[] }).properties) {
    if (property.type !== 'Property') continue;
    const { key, value, computed } = property as Node & {
      key: Node & { name?: string; value?: unknown };
      value: Node;
      computed: boolean;
    };
    const name = computed
      ? undefined
      : (key.name ?? (typeof key.value === 'string' ? key.value : undefined));
    if (name !== undefined) result[name] = literal(value);
  }
  return result;
}

/** Depth-first over an AST, children in source order. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') {
        yield* walk(child as Node);
      }
    }
  }
}

/**
 * The first snippet on the page: the JSON data block of a mount, or else the module script that
 * imports the bundle and passes it an options object. Undefined when the page has none (or its
 * script does not parse).
 */
export function readPageMount(html: string): PageMount | undefined {
  const block = readDataBlock(html);
  if (block) return block;
  for (const source of moduleScripts(html)) {
    let program: Node;
    try {
      program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
    } catch {
      continue;
    }
    let options: { [key: string]: LiteralValue } | undefined;
    let bundleUrl: string | undefined;
    let mountFunction: string | undefined;
    for (const node of walk(program)) {
      if (node.type === 'VariableDeclarator') {
        const declarator = node as Node & { id: Node & { name?: string }; init: Expression | null };
        if (declarator.id.name === 'options' && declarator.init?.type === 'ObjectExpression') {
          options ??= objectLiteral(declarator.init);
        }
      }
      // `mountLogin({ … })` written out in the call, and a static `import { mountLogin } from …`.
      if (node.type === 'CallExpression') {
        const call = node as Node & { callee: Node & { name?: string }; arguments: Node[] };
        const [first] = call.arguments;
        if (call.callee.name?.startsWith('mount') && first?.type === 'ObjectExpression') {
          options ??= objectLiteral(first);
          mountFunction ??= call.callee.name;
        }
      }
      if (node.type === 'ImportDeclaration') {
        const declaration = node as Node & {
          source: Node;
          specifiers: (Node & { imported?: Node & { name?: string } })[];
        };
        const source = literal(declaration.source);
        if (typeof source === 'string') bundleUrl ??= source;
        const imported = declaration.specifiers.find((s) => s.imported?.name?.startsWith('mount'));
        mountFunction ??= imported?.imported?.name;
      }
      if (node.type === 'ImportExpression') {
        const source = literal((node as Node & { source: Node }).source);
        if (typeof source === 'string') bundleUrl ??= source;
      }
      if (node.type === 'ObjectPattern' && !mountFunction) {
        const first = (node as Node & { properties: (Node & { key?: Node & { name?: string } })[] })
          .properties[0];
        if (first?.key?.name?.startsWith('mount')) mountFunction = first.key.name;
      }
    }
    if (options) return { mountFunction, bundleUrl, options };
  }
  return undefined;
}

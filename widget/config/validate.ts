import * as v from 'valibot';
import { localeProblem } from '../i18n/locales';
import { closest } from './did-you-mean';
import { type ConfigProblem, formatPath } from './problems';
import { productHint } from './product-hint';
import { publicTokenProblem } from './public-token';
import { crossFieldProblems } from './rules';
import {
  type ConfigFile,
  ConfigFileSchema,
  type StylesConfig,
  StylesSchema,
  type WidgetConfig,
  WidgetConfigSchema,
} from './schema';

export type Validation<T> = { ok: true; value: T } | { ok: false; problems: ConfigProblem[] };

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** The keys a strict object accepts at `path`, found by walking the schema. */
function knownKeysAt(schema: AnySchema, path: readonly (string | number)[]): string[] {
  let node: unknown = schema;
  for (const key of path) {
    const s = node as { type?: string; wrapped?: unknown; item?: unknown; entries?: object };
    while (s && (s.type === 'optional' || s.type === 'nullable') && s.wrapped) node = s.wrapped;
    const current = node as { item?: unknown; entries?: Record<string, unknown> };
    if (typeof key === 'number') node = current.item;
    else node = current.entries?.[key];
    if (!node) return [];
  }
  const last = node as { type?: string; wrapped?: unknown; entries?: Record<string, unknown> };
  const target = last.wrapped ? (last.wrapped as typeof last) : last;
  return Object.keys(target.entries ?? {});
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? 'an array' : 'an empty list';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function issueToProblem(schema: AnySchema, issue: v.BaseIssue<unknown>): ConfigProblem {
  const keys = (issue.path ?? []).map((item) => item.key as string | number);
  const path = formatPath(keys);
  if (issue.type === 'strict_object' && issue.kind === 'schema' && issue.expected !== 'never') {
    // Valibot reports both "not an object" and "a required key is missing" this way.
    return issue.expected === 'Object'
      ? { path, message: `expected an object, got ${describe(issue.input)}` }
      : { path, message: 'is required' };
  }
  if (issue.type === 'strict_object' && issue.kind === 'schema') {
    const unknownKey = String(keys[keys.length - 1]);
    const guess = closest(unknownKey, knownKeysAt(schema, keys.slice(0, -1)));
    return {
      path,
      message: `unknown option "${unknownKey}"${guess ? `; did you mean "${guess}"?` : ''}`,
    };
  }
  if (issue.type === 'picklist' && keys[0] === 'products' && typeof issue.input === 'string') {
    return { path, message: `unknown product "${issue.input}"; ${productHint(issue.input)}` };
  }
  if (issue.type === 'picklist') {
    return {
      path,
      message: `unknown value ${describe(issue.input)}; expected one of ${issue.expected?.replace(/[()"]/g, '').split(' | ').join(', ')}`,
    };
  }
  if (issue.kind === 'schema' && issue.input === undefined) {
    return { path, message: `is required (${issue.expected})` };
  }
  if (issue.kind === 'schema') {
    return { path, message: `expected ${issue.expected}, got ${describe(issue.input)}` };
  }
  return { path, message: `${issue.message} (got ${describe(issue.input)})` };
}

function run<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Validation<T> {
  const result = v.safeParse(schema, input, { abortEarly: false });
  if (result.success) return { ok: true, value: result.output };
  // One line per problem: two checks of one pipe can fail with the same message.
  const seen = new Set<string>();
  const problems = result.issues
    .map((issue) => issueToProblem(schema, issue))
    .filter((problem) => {
      const key = `${problem.path}\n${problem.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { ok: false, problems };
}

/** A mount mode's own rules on top of the schema's (the login screen's, for instance). */
export type ModeRules = (config: WidgetConfig) => ConfigProblem[];

export function validateWidgetConfig(
  input: unknown,
  modeRules: ModeRules = () => [],
): Validation<WidgetConfig> {
  const parsed = run(WidgetConfigSchema, input);
  if (!parsed.ok) return parsed;
  const problems = [...crossFieldProblems(parsed.value), ...modeRules(parsed.value)];
  return problems.length ? { ok: false, problems } : parsed;
}

export function validateStyles(input: unknown): Validation<StylesConfig> {
  return run(StylesSchema, input ?? {});
}

/**
 * The whole `stytch-widget.config.json`, as `stytch-widget validate` checks it, with the rules
 * of the mount mode the file is for.
 */
export function validateConfigFile(
  input: unknown,
  modeRules: ModeRules = () => [],
): Validation<ConfigFile> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const message = `expected an object with "publicToken" and "products", got ${describe(input)}`;
    return { ok: false, problems: [{ path: '(root)', message }] };
  }
  const parsed = run(ConfigFileSchema, input);
  const problems: ConfigProblem[] = [];
  const token = (input as { publicToken?: unknown }).publicToken;
  const tokenProblem = publicTokenProblem(token);
  if (tokenProblem) problems.push({ path: 'publicToken', message: tokenProblem });
  // In the mount's words, so validate and the widget say the same.
  const badLocale = localeProblem((input as { locale?: unknown }).locale);
  if (badLocale) problems.push({ path: 'locale', message: badLocale });
  if (!parsed.ok) {
    problems.push(
      ...parsed.problems.filter(
        (p) => (p.path !== 'publicToken' || !tokenProblem) && (p.path !== 'locale' || !badLocale),
      ),
    );
    return { ok: false, problems };
  }
  problems.push(...crossFieldProblems(parsed.value), ...modeRules(parsed.value));
  return problems.length ? { ok: false, problems } : parsed;
}

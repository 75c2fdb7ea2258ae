import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { JSON_SCHEMA_ID } from '../../widget/config/json-schema-id';

const SHIPPED = join('node_modules', 'stytch-widget', 'dist', 'stytch-widget.schema.json');

/**
 * The `$schema` of a new config. When the package is installed in (an ancestor of) the target
 * folder, the shipped file, by relative path: it matches the installed version and works
 * offline. Otherwise the published URL (JSON_SCHEMA_ID), which editors fetch themselves.
 */
export function schemaRefFor(dir: string): string {
  let current = dir;
  for (;;) {
    const candidate = join(current, SHIPPED);
    if (existsSync(candidate)) {
      const path = relative(dir, candidate).split(sep).join('/');
      return path.startsWith('.') ? path : `./${path}`;
    }
    const parent = dirname(current);
    if (parent === current) return JSON_SCHEMA_ID;
    current = parent;
  }
}

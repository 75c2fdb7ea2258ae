import { writeFile } from 'node:fs/promises';
import { toJsonSchema } from '@valibot/to-json-schema';
import colorNames from 'color-name';
import { AVAILABLE_PRODUCTS } from '../../widget/config/available-products';
import { CSS_COLOR_SYNTAX, caseless } from '../../widget/config/css-color';
import { JSON_SCHEMA_ID } from '../../widget/config/json-schema-id';
import { ConfigFileSchema, CssColorSchema } from '../../widget/config/schema';

// The id lives in its own module so the CLI can name it without loading the generator
// (@valibot/to-json-schema is a build-time dependency).
export { JSON_SCHEMA_ID };

/**
 * The JSON Schema of `stytch-widget.config.json`, generated from the one valibot schema at
 * build time (Node only). Editors offer only the products this build can show.
 */
export function configJsonSchema(): Record<string, unknown> {
  const schema = toJsonSchema(ConfigFileSchema, {
    errorMode: 'ignore',
    definitions: { cssColor: CssColorSchema },
  }) as {
    properties: { products: { items: { enum: string[] } } };
    $defs: { cssColor: { pattern?: string } };
  };
  schema.properties.products.items.enum = [...AVAILABLE_PRODUCTS];
  schema.$defs.cssColor.pattern = cssColorPattern();
  return {
    ...schema,
    $id: JSON_SCHEMA_ID,
    title: 'stytch-widget configuration',
    description: 'Configuration of the stytch-widget login widget (stytch-widget.config.json).',
  };
}

/**
 * The widget's colour rule as one pattern: its syntax plus the named colours, spelt in either
 * case. The widget checks names with the browser, so the list lives here, not in its bundle.
 */
export function cssColorPattern(): string {
  const names = Object.keys(colorNames).map(caseless).join('|');
  return `^(?:${CSS_COLOR_SYNTAX}|${names})$`;
}

export async function writeJsonSchema(target: URL | string): Promise<void> {
  await writeFile(target, `${JSON.stringify(configJsonSchema(), null, 2)}\n`);
}

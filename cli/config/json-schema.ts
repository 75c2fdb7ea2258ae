import { writeFile } from 'node:fs/promises';
import { toJsonSchema } from '@valibot/to-json-schema';
import { AVAILABLE_PRODUCTS } from '../../widget/config/available-products';
import { JSON_SCHEMA_ID } from '../../widget/config/json-schema-id';
import { ConfigFileSchema } from '../../widget/config/schema';

// The id lives in its own module so the CLI can name it without loading the generator
// (@valibot/to-json-schema is a build-time dependency).
export { JSON_SCHEMA_ID };

/**
 * The JSON Schema of `stytch-widget.config.json`, generated from the one valibot schema at
 * build time (Node only). Editors offer only the products this build can show.
 */
export function configJsonSchema(): Record<string, unknown> {
  const schema = toJsonSchema(ConfigFileSchema, { errorMode: 'ignore' }) as {
    properties: { products: { items: { enum: string[] } } };
  };
  schema.properties.products.items.enum = [...AVAILABLE_PRODUCTS];
  return {
    ...schema,
    $id: JSON_SCHEMA_ID,
    title: 'stytch-widget configuration',
    description: 'Configuration of the stytch-widget login widget (stytch-widget.config.json).',
  };
}

export async function writeJsonSchema(target: URL | string): Promise<void> {
  await writeFile(target, `${JSON.stringify(configJsonSchema(), null, 2)}\n`);
}

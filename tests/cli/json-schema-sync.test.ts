import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { configJsonSchema, JSON_SCHEMA_ID } from '../../cli/config/json-schema';
import { fromPackageRoot } from '../../harness/shared/package-root';
import { AVAILABLE_PRODUCTS } from '../../widget/config/available-products';

describe('the shipped JSON Schema', () => {
  it('is the one generated from the valibot schema (dist/ is built from this source)', async () => {
    const shipped = JSON.parse(
      await readFile(fromPackageRoot('dist', 'stytch-widget.schema.json'), 'utf8'),
    );
    expect(shipped).toEqual(configJsonSchema());
  });

  it("describes every top-level option, strictly, with the widget's enums", () => {
    const schema = configJsonSchema() as {
      $id: string;
      properties: Record<string, { items?: { enum?: string[] } }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.$id).toBe(JSON_SCHEMA_ID);
    expect(Object.keys(schema.properties).sort()).toEqual(
      [
        '$schema',
        'apiUrl',
        'emailMagicLinksOptions',
        'enableShadowDOM',
        'locale',
        'oauthOptions',
        'otpOptions',
        'passwordOptions',
        'products',
        'publicToken',
        'sessionOptions',
        'styles',
      ].sort(),
    );
    expect(schema.required).toEqual(['publicToken', 'products']);
    expect(schema.additionalProperties).toBe(false);
    // The products this build can show, and only those (editors offer what the widget mounts).
    expect(schema.properties.products?.items?.enum).toEqual([...AVAILABLE_PRODUCTS]);
    expect(AVAILABLE_PRODUCTS).toEqual([
      'otp',
      'emailMagicLinks',
      'passwords',
      'passkeys',
      'oauth',
      'crypto',
    ]);
  });

  it('is in the package files, where init points "$schema" when the package is installed', async () => {
    const manifest = JSON.parse(await readFile(fromPackageRoot('package.json'), 'utf8')) as {
      files: string[];
      exports: Record<string, string>;
    };
    expect(manifest.files).toContain('dist');
    expect(manifest.exports['./schema.json']).toBe('./dist/stytch-widget.schema.json');
  });
});

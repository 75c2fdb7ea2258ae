import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_ID } from '../../widget/config/json-schema-id';
import { schemaRefFor } from './schema-ref';

describe('schemaRefFor', () => {
  it('points at the installed package by relative path, from a subfolder too', async () => {
    const project = await mkdtemp(join(tmpdir(), 'stytch-widget-ref-'));
    const dist = join(project, 'node_modules', 'stytch-widget', 'dist');
    await mkdir(dist, { recursive: true });
    await writeFile(join(dist, 'stytch-widget.schema.json'), '{}');
    expect(schemaRefFor(project)).toBe(
      './node_modules/stytch-widget/dist/stytch-widget.schema.json',
    );
    await mkdir(join(project, 'web'));
    expect(schemaRefFor(join(project, 'web'))).toBe(
      '../node_modules/stytch-widget/dist/stytch-widget.schema.json',
    );
  });

  it('falls back to the published URL when the package is not installed', async () => {
    expect(schemaRefFor(await mkdtemp(join(tmpdir(), 'stytch-widget-ref-')))).toBe(JSON_SCHEMA_ID);
  });
});

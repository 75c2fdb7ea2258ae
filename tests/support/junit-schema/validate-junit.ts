import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const SCHEMA = new URL('./surefire-testsuites.xsd', import.meta.url);

/**
 * xmllint's complaints about a JUnit file (each as `line N: message`), checked against the
 * Surefire-rules schema beside this file; empty when the file is valid.
 */
export async function junitSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'junit.xml', contents: xml },
    schema: { fileName: 'surefire-testsuites.xsd', contents: await readFile(SCHEMA, 'utf8') },
  });
  if (result.valid) return [];
  // A schema that xmllint cannot read is not "valid" either, and has no errors of the file.
  if (!result.errors.length) return [result.rawOutput || 'xmllint failed without a message'];
  return result.errors.map((e) => `line ${e.loc?.lineNumber ?? '?'}: ${e.message}`);
}

/** Where the published JSON Schema of `stytch-widget.config.json` lives (its `$id`). */
export const JSON_SCHEMA_ID = 'https://unpkg.com/stytch-widget/dist/stytch-widget.schema.json';

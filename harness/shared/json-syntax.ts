// A strict JSON scanner that says where the first syntax error is. `JSON.parse` in Node 20
// only sometimes reports a position ("Unexpected token ... is not valid JSON" has none), and
// `validate` promises a line and column for malformed files.

export interface JsonSyntaxError {
  message: string;
  line: number;
  column: number;
}

class Scanner {
  pos = 0;
  constructor(readonly text: string) {}

  fail(message: string, at = this.pos): never {
    throw Object.assign(new Error(message), { at });
  }

  skipSpace(): void {
    while (/[ \t\n\r]/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  describe(): string {
    const ch = this.text[this.pos];
    if (ch === undefined) return 'end of file';
    if (ch === '\n' || ch === '\r') return 'end of line';
    return JSON.stringify(ch);
  }

  value(): void {
    this.skipSpace();
    const ch = this.text[this.pos];
    if (ch === '{') this.object();
    else if (ch === '[') this.array();
    else if (ch === '"') this.string();
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) this.number();
    else this.literal(ch);
  }

  literal(ch: string | undefined): void {
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return;
      }
    }
    if (ch === "'") this.fail('strings must use double quotes');
    this.fail(`expected a value, found ${this.describe()}`);
  }

  object(): void {
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === '}') this.fail('trailing comma before "}"');
      if (this.text[this.pos] !== '"') {
        this.fail(`expected a double-quoted property name, found ${this.describe()}`);
      }
      this.string();
      this.skipSpace();
      if (this.text[this.pos] !== ':')
        this.fail(`expected ":" after the property name, found ${this.describe()}`);
      this.pos++;
      this.value();
      this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === '}') {
        this.pos++;
        return;
      }
      if (ch !== ',')
        this.fail(`expected "," or "}" after a property value, found ${this.describe()}`);
      this.pos++;
    }
  }

  array(): void {
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === ']') this.fail('trailing comma before "]"');
      this.value();
      this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === ']') {
        this.pos++;
        return;
      }
      if (ch !== ',')
        this.fail(`expected "," or "]" after an array item, found ${this.describe()}`);
      this.pos++;
    }
  }

  string(): void {
    const start = this.pos;
    this.pos++;
    for (;;) {
      const ch = this.text[this.pos];
      if (ch === undefined) this.fail('unterminated string', start);
      if (ch === '"') {
        this.pos++;
        return;
      }
      if (ch < ' ') this.fail('line break or control character inside a string');
      if (ch === '\\') {
        const next = this.text[this.pos + 1] ?? '';
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) {
            this.fail('bad \\u escape in a string');
          }
          this.pos += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(next) || next === '') this.fail('bad escape in a string');
        this.pos += 2;
        continue;
      }
      this.pos++;
    }
  }

  number(): void {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(this.pos));
    if (!match) this.fail('malformed number');
    this.pos += match[0].length;
  }
}

function lineAndColumn(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

/** The first syntax error in `text`, or null when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  const scanner = new Scanner(text);
  try {
    scanner.skipSpace();
    if (scanner.pos >= text.length) scanner.fail('the file is empty');
    scanner.value();
    scanner.skipSpace();
    if (scanner.pos < text.length)
      scanner.fail(`unexpected ${scanner.describe()} after the JSON value`);
    return null;
  } catch (error) {
    const at = (error as { at?: number }).at ?? scanner.pos;
    return { message: (error as Error).message, ...lineAndColumn(text, at) };
  }
}

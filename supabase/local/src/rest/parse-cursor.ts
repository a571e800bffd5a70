import { queryParseError, type RestError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** An array index such as `->0` or `->>-1`, sent to Postgres as an int. */
  index: boolean;
}

export interface FieldRef {
  name: string;
  jsonPath: JsonStep[];
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_$ ]/u;

/**
 * A position in one query-string value, with PostgREST's error format: the message names the
 * parameter and the column, the details say what was unexpected.
 */
export class Cursor {
  pos = 0;

  constructor(
    readonly text: string,
    private readonly what: string,
  ) {}

  get rest(): string {
    return this.text.slice(this.pos);
  }

  eof(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.pos);
  }

  /** Consumes `token` when it is next; reports whether it did. */
  take(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string): void {
    if (!this.take(token)) this.fail(`expecting "${token}"`);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  fail(expecting: string): never {
    throw this.error(expecting);
  }

  error(expecting: string): RestError {
    const found = this.eof() ? 'end of input' : `"${this.peek()}"`;
    return queryParseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} ${expecting}`.trim(),
    );
  }

  /** A double-quoted value; backslash escapes the next character. */
  quoted(): string {
    this.expect('"');
    let value = '';
    while (!this.eof() && this.peek() !== '"') {
      if (this.peek() === '\\') this.pos += 1;
      value += this.peek();
      this.pos += 1;
    }
    this.expect('"');
    return value;
  }

  /** Letters, digits, `_`, `$` and spaces, trimmed: casts, fts configurations, name parts. */
  identifier(): string {
    const start = this.pos;
    while (!this.eof() && IDENTIFIER_CHAR.test(this.peek())) this.pos += 1;
    if (this.pos === start) this.fail('expecting letter or digit');
    return this.text.slice(start, this.pos).trim();
  }

  /** A column, relation or alias name: quoted, or identifier parts joined by `-` (not `->`). */
  fieldName(): string {
    this.skipSpaces();
    if (this.peek() === '"') return this.quoted();
    const parts = [this.identifierOr('expecting field name (* or [a..z0..9_$])')];
    while (this.peek() === '-' && this.peek(1) !== '>') {
      this.pos += 1;
      parts.push(this.identifier());
    }
    return parts.join('-');
  }

  private identifierOr(expecting: string): string {
    if (!IDENTIFIER_CHAR.test(this.peek())) this.fail(expecting);
    return this.identifier();
  }

  /** `->key`, `->>key`, `->0`, `->>-1` steps after a column name. */
  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    for (;;) {
      const arrow = this.take('->>') ? '->>' : this.take('->') ? '->' : null;
      if (!arrow) return steps;
      const index = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(this.rest);
      if (index) {
        this.pos += index[0].length;
        steps.push({ arrow, key: index[0], index: true });
      } else {
        steps.push({ arrow, key: this.fieldName(), index: false });
      }
    }
  }

  field(): FieldRef {
    const name = this.fieldName();
    const jsonPath = this.jsonPath();
    this.skipSpaces();
    return { name, jsonPath };
  }
}

/** The name PostgREST gives a selected JSON path: its last key. */
export function fieldOutputName(field: FieldRef): string {
  return field.jsonPath.at(-1)?.key ?? field.name;
}

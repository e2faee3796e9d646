/**
 * Where each value of a data file's exported literals is written, so a problem found in the
 * loaded value can name its line: `projects.1.title` is the line of the second project's
 * `title:` key, `projects.1` the line its object starts on. A value that is not a literal (an
 * import, a call, a spread) has a line of its own but nothing inside it is mapped.
 */

type Token = { text: string; line: number };

const punctuation = new Set(['{', '}', '[', ']', '(', ')', ',', ':', '=', ';']);

/** Identifiers, numbers, strings and punctuation; comments and whitespace dropped, template literals as one token. */
function tokensOf(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let index = 0;
  const advance = (to: number) => {
    for (let at = index; at < to; at++) if (source[at] === '\n') line++;
    index = to;
  };
  while (index < source.length) {
    const char = source[index] ?? '';
    const startLine = line;
    if (char === '/' && source[index + 1] === '/') {
      const end = source.indexOf('\n', index);
      advance(end === -1 ? source.length : end);
    } else if (char === '/' && source[index + 1] === '*') {
      const end = source.indexOf('*/', index + 2);
      advance(end === -1 ? source.length : end + 2);
    } else if (char === "'" || char === '"' || char === '`') {
      let at = index + 1;
      // A template's `${…}` may hold strings and braces of its own: count them to find its end.
      let depth = 0;
      while (at < source.length) {
        const c = source[at];
        if (c === '\\') at += 2;
        else if (depth === 0 && c === char) break;
        else if (char === '`' && c === '$' && source[at + 1] === '{') {
          depth++;
          at += 2;
        } else {
          if (depth > 0 && c === '{') depth++;
          if (depth > 0 && c === '}') depth--;
          at++;
        }
      }
      tokens.push({ text: source.slice(index, at + 1), line: startLine });
      advance(at + 1);
    } else if (/\s/.test(char)) {
      advance(index + 1);
    } else if (source.startsWith('...', index)) {
      tokens.push({ text: '...', line: startLine });
      advance(index + 3);
    } else if (punctuation.has(char)) {
      tokens.push({ text: char, line: startLine });
      advance(index + 1);
    } else {
      const word = /^[\w$.]+/.exec(source.slice(index, index + 200))?.[0] ?? char;
      tokens.push({ text: word, line: startLine });
      advance(index + word.length);
    }
  }
  return tokens;
}

const opening: Record<string, string> = { '{': '}', '[': ']', '(': ')' };

class LiteralReader {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    readonly lines: Map<string, number>,
  ) {}

  private peek() {
    return this.tokens[this.at]?.text;
  }

  /** Skips one expression: everything up to a `,`, `;` or closing bracket at its own depth. */
  private skipExpression() {
    let depth = 0;
    while (this.at < this.tokens.length) {
      const text = this.peek() ?? '';
      if (depth === 0 && (text === ',' || text === ';' || text === '}' || text === ']' || text === ')')) return;
      if (text in opening) depth++;
      else if (text === '}' || text === ']' || text === ')') depth--;
      this.at++;
    }
  }

  value(path: string) {
    const first = this.tokens[this.at];
    if (!first) return;
    this.lines.set(path, first.line);
    if (first.text === '[') this.array(path);
    else if (first.text === '{') this.object(path);
    // What follows a literal (`.map(...)`, `as const`) is skipped with the rest of the expression.
    this.skipExpression();
  }

  private array(path: string) {
    this.at++;
    for (let index = 0; this.at < this.tokens.length; index++) {
      if (this.peek() === ']') break;
      // A spread's items cannot be counted from the source: later indexes would be wrong.
      if (this.peek() === '...') {
        this.lines.set(`${path}.${index}`, this.tokens[this.at]?.line ?? 0);
        this.skipExpression();
        while (this.peek() !== ']' && this.at < this.tokens.length) this.at++;
        break;
      }
      this.value(`${path}.${index}`);
      if (this.peek() === ',') this.at++;
    }
    this.at++;
  }

  private object(path: string) {
    this.at++;
    while (this.at < this.tokens.length && this.peek() !== '}') {
      const key = this.tokens[this.at];
      const colon = this.tokens[this.at + 1]?.text === ':';
      if (key && colon && key.text !== '...') {
        const name = /^['"]/.test(key.text) ? key.text.slice(1, -1) : key.text;
        this.at += 2;
        this.lines.set(`${path}.${name}`, key.line);
        this.value(`${path}.${name}`);
      } else {
        this.skipExpression();
      }
      if (this.peek() === ',') this.at++;
    }
    this.at++;
  }

  /** Every `export const name ... = value`, its value mapped under `name`. */
  exports() {
    for (; this.at < this.tokens.length; this.at++) {
      if (this.peek() !== 'export' || this.tokens[this.at + 1]?.text !== 'const') continue;
      const name = this.tokens[this.at + 2]?.text;
      this.at += 3;
      // Past the type annotation, whose braces and brackets are balanced, to the `=`.
      let depth = 0;
      while (this.at < this.tokens.length && !(depth === 0 && this.peek() === '=')) {
        const text = this.peek() ?? '';
        if (text in opening) depth++;
        else if (text === '}' || text === ']' || text === ')') depth--;
        this.at++;
      }
      this.at++;
      if (name) this.value(name);
    }
    return this.lines;
  }
}

/** Each exported literal's values by path (`projects.1.title`), with the line each starts on. */
export function literalLines(source: string): ReadonlyMap<string, number> {
  return new LiteralReader(tokensOf(source), new Map()).exports();
}

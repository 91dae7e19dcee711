import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';

/**
 * Turns fenced code examples (of a markdown file such as the README, or of the sources' TSDoc
 * `@example` blocks, test/support/tsdoc-examples.ts) into runnable ES modules whose
 * `// → value` comments are recorded for checking. Used by test/docs/readme.test.ts and
 * test/docs/api-examples.test.ts, through runBlock (test/support/run-block.ts).
 */

/** A fenced code block of a markdown file or of a TSDoc comment. */
export interface CodeBlock {
  /** The file the block is in, relative to the repository: what messages name. */
  readonly file: string;
  /** The 1-based line, in that file, of the block's first code line. */
  readonly line: number;
  /** The text of the nearest heading above the block (for an `@example`, what it documents). */
  readonly heading: string;
  /** The info string's language, lower-cased (`js`, `sh`, ...). */
  readonly language: string;
  readonly lines: readonly string[];
}

/** A `subject; // → value` comment: the subject (an expression or a declared variable) should deep-equal the value. */
export interface Claim {
  /** Index in the block's claims; the generated code records under it. */
  readonly id: number;
  /** The claim's line in the block's file. */
  readonly line: number;
  /** The expression, or the name of the variable declared on the line. */
  readonly subject: string;
  /** The literal after the arrow, as written. */
  readonly expectedSource: string;
  readonly expected: unknown;
  /** Prose after the literal, such as `(after 25 plies)`; empty if none. */
  readonly remark: string;
}

/** A `console.log(...)` line followed by `// text` comment lines: what the call prints. */
export interface PrintClaim {
  readonly id: number;
  readonly line: number;
  readonly call: string;
  readonly expected: string;
}

/** A name an `import` or `require` of the block binds; it should not be undefined. */
export interface Binding {
  readonly name: string;
  readonly line: number;
}

/** A block turned into an ES module, and what it claims. */
export interface Program {
  /** The module's source; the block's lines keep their line numbers in its file. */
  readonly code: string;
  readonly claims: readonly Claim[];
  readonly prints: readonly PrintClaim[];
  readonly bindings: readonly Binding[];
  /** `// →` comments followed by prose, not a value: not checked. */
  readonly prose: readonly { readonly line: number; readonly text: string }[];
}

/** What a generated module records as it runs (its export `__readme`). */
export interface Recorded {
  readonly claims: { readonly id: number; readonly value: unknown }[];
  readonly prints: { readonly id: number; readonly text: string }[];
  readonly bindings: Record<string, unknown>;
}

/** The fenced code blocks of a markdown text (the file `file`), with the heading each one is under. */
export function codeBlocks(markdown: string, file: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let heading = '(no heading)';
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const fence = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(text);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[j]!);
        if (close && close[1]![0] === marker[0] && close[1]!.length >= marker.length) break;
        body.push(lines[j]!);
      }
      if (j >= lines.length) throw new Error(`line ${i + 1}: code fence never closed`);
      blocks.push({ file, line: i + 2, heading, language: fence[2]!.toLowerCase(), lines: body });
      i = j;
      continue;
    }
    const title = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (title) heading = title[1]!;
  }
  return blocks;
}

/**
 * Maps the package's own specifiers (`ludicore`, `ludicore/kono`, ...) to source files, from the
 * `exports` of package.json: `.` is src/index.ts and `./name` is src/name/index.ts; or, `built`,
 * to the ES modules of dist/ that the exports name (what worker threads need: their script is
 * built). Another package (`fast-check`, `boardgame.io/client`) is the file it resolves to from
 * the repository, since the generated modules live in a temporary directory with no
 * node_modules above it.
 */
export function sourceResolver(root: string, built = false): (specifier: string) => string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, { import?: { default?: string } } | string>;
  };
  const map = new Map<string, string>();
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (key === './package.json') continue;
    let file = key === '.' ? join(root, 'src/index.ts') : join(root, 'src', key.slice(2), 'index.ts');
    if (built) {
      const module = typeof target === 'object' ? target.import?.default : undefined;
      if (module === undefined) throw new Error(`package.json exports ${key} with no ES module`);
      file = join(root, module);
    }
    if (!existsSync(file)) throw new Error(`package.json exports ${key}, but ${file} does not exist`);
    map.set(key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, file);
  }
  const require = createRequire(join(root, 'package.json'));
  return (specifier) => {
    if (specifier.startsWith('node:')) return specifier;
    const file = map.get(specifier);
    if (file !== undefined) return file;
    if (specifier === pkg.name || specifier.startsWith(`${pkg.name}/`) || specifier.startsWith('.')) {
      throw new Error(`the example imports '${specifier}', which is not a subpath of the package`);
    }
    return require.resolve(specifier);
  };
}

/**
 * Reads the literal at the start of a claim's text: the longest prefix, ending before white
 * space, that evaluates as a JavaScript expression. What follows it is a remark, which must
 * start with a letter or `(`, as in `{ ... } (after 25 plies)`. Returns undefined if the text
 * is prose; throws if it looks like a literal but none can be read.
 */
export function readLiteral(text: string): { source: string; value: unknown; remark: string } | undefined {
  const trimmed = text.trim();
  const cuts = [trimmed.length];
  for (let i = trimmed.length - 1; i > 0; i--) if (/\s/.test(trimmed[i]!) && !/\s/.test(trimmed[i - 1]!)) cuts.push(i);
  for (const cut of cuts) {
    const source = trimmed.slice(0, cut);
    let value: unknown;
    try {
      // The examples' values are JavaScript written by hand: evaluating them is the point.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      value = (new Function(`"use strict"; return (${source}\n);`) as () => unknown)();
    } catch {
      continue;
    }
    const remark = trimmed.slice(cut).trim();
    if (remark !== '' && !/^[(\p{L}]/u.test(remark)) {
      throw new Error(`"${trimmed}": the text after the literal ${source} is not a remark (it should start with a letter or "(")`);
    }
    return { source, value, remark };
  }
  if (/^(['"`[{(\d.+-]|(true|false|null|undefined|NaN|Infinity|new)\b)/.test(trimmed)) {
    throw new Error(`"${trimmed}" looks like a value but does not evaluate as JavaScript`);
  }
  return undefined;
}

const ARROW = /\/\/\s*→/;
const STATEMENT = /^(if|else|for|while|do|switch|case|return|throw|try|catch|finally|const|let|var|function|class|import|export)\b/;
const WRITES =
  /\b(writeFileSync|appendFileSync|writeFile|appendFile|mkdirSync|mkdir|rmSync|rm|unlinkSync|unlink|renameSync|rename|copyFileSync|cpSync|createWriteStream)\(/g;

/** Throws unless `source` is one JavaScript expression (compiled only, not run; `await` allowed). */
function assertExpression(source: string, where: string): void {
  try {
    // Compiling is the check: a syntax error is what this looks for.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(`return async () => (${source}\n);`);
  } catch {
    throw new Error(`${where}: "${source}" before "// →" is not one expression`);
  }
}

/** The local names of values an `import` clause (`{ a, b as c }`, `d`, `* as e`) binds; none for `import type`. */
function importedNames(clause: string): string[] {
  const names: string[] = [];
  if (/^type\s/.test(clause)) return names;
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const part of braces?.[1]?.split(',') ?? []) {
    const spec = part.trim();
    if (spec === '' || spec.startsWith('type ')) continue;
    names.push(
      spec
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    );
  }
  const rest = clause
    .replace(/\{[^}]*\}/, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== 'type');
  for (const part of rest) names.push(part.replace(/^\*\s+as\s+/, ''));
  return names;
}

/** The local names a `const { a, b: c } = ...` or `const d = ...` pattern binds. */
function declaredNames(pattern: string): string[] {
  const braces = /^\{([^}]*)\}$/.exec(pattern.trim());
  if (!braces) return [pattern.trim()];
  return braces[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => s.split(':').pop()!.trim());
}

const PRELUDE =
  "import { format as __format } from 'node:util'; " +
  'export const __readme = { claims: [], prints: [], bindings: {} }; ' +
  'const __claim = (id, value) => { __readme.claims.push({ id, value }); }; ' +
  'const __print = (id, ...args) => { __readme.prints.push({ id, text: __format(...args) }); };';

/**
 * Turns a code block into an ES module:
 * - `import ... from 'pkg/sub'` and `require('pkg/sub')` load the source file `resolve` gives
 *   (`require(x)` becomes `(await import(x))`), and each name they bind is recorded;
 * - `expr; // → value` records `expr`, and `const name = expr; // → value` records `name`;
 * - `console.log(...)` followed by `// text` lines records what it would print;
 * - a relative path given as a literal to a file-writing call (`writeFileSync('kono.table', ...)`)
 *   is moved into `workDir`; a writing call whose path is not a literal throws.
 * The block's lines keep their line numbers in its file, so stack traces point into it.
 */
export function transformBlock(block: CodeBlock, resolve: (specifier: string) => string, workDir: string): Program {
  const out: string[] = new Array<string>(block.line - 1).fill('');
  out[0] = PRELUDE;
  const claims: Claim[] = [];
  const prints: PrintClaim[] = [];
  const bindings: Binding[] = [];
  const prose: { line: number; text: string }[] = [];
  const lines = block.lines;
  for (let k = 0; k < lines.length; k++) {
    const line = block.line + k;
    const where = `${block.file}:${line}`;
    let text = lines[k]!;

    const imported = /^(\s*import\s+(.+?)\s+from\s+)(['"])([^'"]+)\3(.*)$/.exec(text);
    if (imported) {
      text = `${imported[1]}${JSON.stringify(resolve(imported[4]!))}${imported[5]}`;
      for (const name of importedNames(imported[2]!)) bindings.push({ name, line });
    } else if (/^\s*import\b(?!\s*\()/.test(text)) {
      throw new Error(`${where}: only one-line "import ... from '...'" statements are supported`);
    }
    if (/\brequire\(/.test(text)) {
      const declared = /^\s*(?:const|let|var)\s+(\{[^}]*\}|[\w$]+)\s*=\s*require\(/.exec(text);
      if (declared) for (const name of declaredNames(declared[1]!)) bindings.push({ name, line });
      text = text.replace(
        /\brequire\((['"])([^'"]+)\1\)/g,
        (_, _q: string, spec: string) => `(await import(${JSON.stringify(resolve(spec))}))`,
      );
      if (/\brequire\(/.test(text)) throw new Error(`${where}: require() needs a string literal`);
    }
    text = text.replace(WRITES, (call) => `${call}\u0000`);
    // The NUL marks the writes found above: no example holds one.
    // eslint-disable-next-line no-control-regex
    text = text.replace(/\u0000\s*(['"])([^'"]*)\1/g, (_, _q: string, path: string) =>
      JSON.stringify(isAbsolute(path) ? path : join(workDir, path)),
    );
    if (text.includes('\u0000')) throw new Error(`${where}: a call that writes files needs a literal path, to be redirected`);

    const logged = /^(\s*)console\.log\((.*)\);\s*$/.exec(text);
    const said: string[] = [];
    for (let j = k + 1; j < lines.length; j++) {
      const comment = /^\s*\/\/ ?(.*)$/.exec(lines[j]!);
      if (!comment || ARROW.test(lines[j]!)) break;
      said.push(comment[1]!);
    }
    if (logged && said.length > 0) {
      const id = prints.length;
      prints.push({ id, line, call: text.trim(), expected: said.join('\n') });
      text = `${logged[1]}__print(${id}, ${logged[2]});`;
    }

    if (ARROW.test(text)) {
      const declared = /^(\s*)(?:const|let|var)\s+([\w$]+)\s*=\s*(.+?)\s*;\s*\/\/\s*→(.*)$/.exec(text);
      const expression = declared ? undefined : /^(\s*)(.+?)\s*;?\s*\/\/\s*→(.*)$/.exec(text);
      if (!declared && !(expression && expression[2]!.trim() !== '' && !STATEMENT.test(expression[2]!.trim()))) {
        throw new Error(`${where}: a "// →" comment must follow "expression;" or "const name = expression;" on its line`);
      }
      const subject = declared ? declared[2]! : expression![2]!.trim();
      assertExpression(declared ? declared[3]! : subject, where);
      let literal: ReturnType<typeof readLiteral>;
      try {
        literal = readLiteral(declared ? declared[4]! : expression![3]!);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
      }
      if (literal !== undefined) {
        const id = claims.length;
        claims.push({ id, line, subject, expectedSource: literal.source, expected: literal.value, remark: literal.remark });
        const code = text.slice(0, text.search(ARROW)).trimEnd();
        text = declared ? `${code} __claim(${id}, ${subject});` : `${expression![1]}__claim(${id}, (${subject}));`;
      } else {
        prose.push({ line, text: text.slice(text.search(ARROW)) });
      }
    }
    out.push(text);
  }
  const names = [...new Set(bindings.map((b) => b.name))];
  if (names.length > 0) out.push(`__readme.bindings = { ${names.join(', ')} };`);
  return { code: `${out.join('\n')}\n`, claims, prints, bindings, prose };
}

import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { readLiteral, type CodeBlock } from './readme.js';

/**
 * The `@example` blocks of the sources' TSDoc, which the API site shows, as code blocks that
 * test/support/readme.ts runs like the README's, and their type-check against the sources.
 * Used by test/docs/api-examples.test.ts.
 */

/** An `@example` of a TSDoc comment. */
export interface TsdocExample extends CodeBlock {
  /** What the comment documents: a declared name (`perft`, `kono`), or a module (`ludicore/kono`). */
  readonly owner: string;
  /** The text after `@example` on its line (a game member's name, on a game object), or `''`. */
  readonly title: string;
}

/** A declaration after a doc comment: `export const kono`, `export async function perft<…>`, `class Match`, a method `play(`. */
const DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type)\s+([\w$]+)/;
const MEMBER = /^\s*(?:(?:static|readonly|public|get|set|async|override)\s+)*#?([\w$]+)\s*[(<:?=]/;

/** The module a comment tagged `@module` names: its own name, or the subpath of its index file. */
function moduleName(comment: string, file: string): string {
  const named = /@module[ \t]+(\S+)/.exec(comment);
  if (named) return named[1]!;
  const subpath = /^src\/(.+)\/index\.ts$/.exec(file);
  return subpath ? `ludicore/${subpath[1]}` : file;
}

/** The `@example` blocks of one source text (`file` relative to the repository). */
export function examplesOf(text: string, file: string): TsdocExample[] {
  const examples: TsdocExample[] = [];
  for (const match of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const comment = match[0];
    if (!comment.includes('@example')) continue;
    const firstLine = text.slice(0, match.index).split('\n').length;
    const following = text
      .slice(match.index + comment.length)
      .split('\n')
      .find((line) => line.trim() !== '' && !line.trim().startsWith('//'));
    const owner = comment.includes('@module')
      ? moduleName(comment, file)
      : (DECLARATION.exec(following ?? '')?.[1] ?? MEMBER.exec(following ?? '')?.[1]);
    if (owner === undefined) throw new Error(`${file}:${firstLine}: no declaration found after the comment`);
    // The comment's lines without their ` * ` margin; the index is the offset from its first line.
    const lines = comment.split('\n').map((line) => line.replace(/^\s*(?:\/\*\*|\*\/|\*)? ?/, '').replace(/\s*\*\/$/, ''));
    for (let i = 0; i < lines.length; i++) {
      const tag = /^@example\b(.*)$/.exec(lines[i]!);
      if (!tag) continue;
      const where = `${file}:${firstLine + i}`;
      let open = i + 1;
      while (open < lines.length && lines[open]!.trim() === '') open++;
      const fence = /^```(\w*)\s*$/.exec(lines[open] ?? '');
      if (!fence) throw new Error(`${where}: an @example is one fenced code block, right after the tag`);
      const language = fence[1]!.toLowerCase();
      if (language !== 'ts') throw new Error(`${where}: write the example's fence as \`\`\`ts`);
      const close = lines.findIndex((line, k) => k > open && line.startsWith('```'));
      if (close < 0) throw new Error(`${where}: the example's code fence never closes`);
      let next = close + 1;
      while (next < lines.length && lines[next]!.trim() === '') next++;
      if (next < lines.length && !lines[next]!.startsWith('@'))
        throw new Error(`${where}: text after the example's code: one block per @example`);
      const title = tag[1]!.trim();
      examples.push({
        file,
        line: firstLine + open + 1,
        heading: title === '' ? owner : `${owner} › ${title}`,
        language,
        lines: lines.slice(open + 1, close),
        owner,
        title,
      });
      i = close;
    }
  }
  return examples;
}

/** Every `@example` of the TypeScript files under `src/`, in path order. */
export function tsdocExamples(root: string): TsdocExample[] {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .sort();
  return files.flatMap((file) => examplesOf(readFileSync(join(root, file), 'utf8'), file));
}

/**
 * The lines of an example that state a result in a comment without the arrow (`x; // 'abc'`
 * where `x; // → 'abc'` is meant): a result that is shown must be checked, so each is an error,
 * as `file:line: text`. A comment that is prose (`// the fixed setup`) is not one.
 */
export function unmarkedResults(example: CodeBlock): string[] {
  const found: string[] = [];
  example.lines.forEach((line, k) => {
    // A comment after code; the code's quotes balanced, so that `//` in a string is not taken for one.
    const comment = /^(.*\S)\s+\/\/\s*(.*)$/.exec(line);
    if (!comment || comment[2]!.startsWith('→')) return;
    const code = comment[1]!;
    if ((code.match(/'/g) ?? []).length % 2 !== 0 || (code.match(/"/g) ?? []).length % 2 !== 0 || (code.match(/`/g) ?? []).length % 2 !== 0)
      return;
    let value: unknown;
    try {
      value = readLiteral(comment[2]!);
    } catch {
      value = 'a value that does not evaluate';
    }
    if (value !== undefined) found.push(`${example.file}:${example.line + k}: ${line.trim()}`);
  });
  return found;
}

/**
 * Type-checks each example as a module of its own against the sources (`ludicore` and its
 * subpaths by tsconfig.json's `paths`), with the project's compiler options, less the checks of
 * unused names (an example may name a value only to show it) and `noUncheckedIndexedAccess`,
 * which few users' projects turn on (an example reads as a user writes it:
 * `client.moves.play(…)`, not `client.moves['play']?.(…)`). Returns the errors, each as
 * `file:line: message` at the example's line in its source file.
 */
export function typeCheckExamples(root: string, examples: readonly CodeBlock[]): string[] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noUnusedLocals: false,
    noUnusedParameters: false,
    noUncheckedIndexedAccess: false,
    noEmit: true,
  };
  // The examples are files of a directory of the repository that is never written: imports of
  // other packages resolve from the repository's node_modules, as in a user's project.
  const virtual = new Map(examples.map((example, i) => [join(root, '.tsdoc-examples', `example-${i}.ts`), example] as const));
  const host = ts.createCompilerHost(options, true);
  const sourceOf = (block: CodeBlock): string => `${block.lines.join('\n')}\nexport {};\n`;
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, onError, create) => {
    const example = virtual.get(name);
    return example
      ? ts.createSourceFile(name, sourceOf(example), language, true)
      : getSourceFile.call(host, name, language, onError, create);
  };
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => {
    const example = virtual.get(name);
    return example ? sourceOf(example) : readFile.call(host, name);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  const errors: string[] = [];
  for (const [name, example] of virtual) {
    const source = program.getSourceFile(name)!;
    for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
      const line = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const where =
        diagnostic.file === source
          ? `${example.file}:${example.line + line}`
          : `${example.file}:${example.line} (in ${relative(root, diagnostic.file?.fileName ?? '?')})`;
      errors.push(`${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    }
  }
  return errors;
}

/** The names of the members of an interface declared in a source file (`Game` of src/core/game.ts). */
export function interfaceMembers(root: string, file: string, name: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest);
  const declaration = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (declaration === undefined) throw new Error(`${file} declares no interface ${name}`);
  return declaration.members.map((member) => (member.name && ts.isIdentifier(member.name) ? member.name.text : '?'));
}

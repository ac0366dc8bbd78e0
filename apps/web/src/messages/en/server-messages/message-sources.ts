/**
 * For the coverage test only (decision 211; node, never bundled): finds with the TypeScript compiler
 * API every Korean message the server and the contract can send to a reader, so the test can ask the
 * English dictionary for each one.
 *
 * - The contract (packages/contract/src): every Korean literal of a message constant (`*_MESSAGE`,
 *   `*_MESSAGES`) and of the schemas and their helpers (declarations named in camelCase: zod
 *   messages, and the field labels they are built with). Code name tables (`*_NAMES`, `REGIONS`,
 *   `codes/`, `menus/`, name functions) are names, owned by the page catalogues, and left out.
 * - The server (apps/server/src, seeds left out): every message given to an error helper
 *   (badRequest, notFound, forbidden, conflict, unauthorized, new AppError) or to an answer
 *   (ok(data, message), fail(message)), followed through constants, imports, ternaries and message
 *   functions to the literals it can be; lib/errors.ts (helpers' defaults, HTTP_STATUS_MESSAGES); and
 *   the SQL functions' RAISE EXCEPTION messages.
 *
 * A template literal counts by its pattern: `sample` fills each `${…}` with a token (`x1`, `x2`, …)
 * that carries no Hangul, or with a constant's Korean value, so what is left of Korean in a
 * translation is the dictionary's fault.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { particleOf } from './message-particles.ts';

export const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;

export type SourceMessage = {
  /** Where it is written: repository-relative file and line. */
  where: string;
  /** The literal's text; for a template, its pattern with `${…}` for each hole. */
  text: string;
  /** The text with each hole filled by a token without Hangul (x1, x2, …); the literal's text otherwise. */
  sample: string;
  /** The tokens the sample's holes hold, in order. */
  holes: string[];
};

export type ServerScan = {
  messages: SourceMessage[];
  /** Helper calls whose message could not be followed to a literal (a parameter, a value passed on). */
  unresolved: string[];
  helperCalls: number;
};

function filesUnder(dir: string, skip: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) out.push(...filesUnder(path, skip));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

type Parsed = { path: string; source: ts.SourceFile };

function parse(path: string): Parsed {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  return { path, source };
}

type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

function isLiteral(node: ts.Node): node is Literal {
  return (
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)
  );
}

/**
 * A template's holes: a constant that holds Korean text (a name table's entry, a particle) is filled
 * with its first value, as the message will hold one; anything else (a label, a number, a parameter)
 * with a token x1, x2, … that the translation must carry over.
 */
function toMessage(node: Literal, file: Parsed, root: string, decls: Declarations): SourceMessage {
  const line = file.source.getLineAndCharacterOfPosition(node.getStart(file.source)).line + 1;
  const where = `${relative(root, file.path)}:${line}`;
  if (!ts.isTemplateExpression(node)) return { where, text: node.text, sample: node.text, holes: [] };
  let text = node.head.text;
  let sample = node.head.text;
  const holes: string[] = [];
  node.templateSpans.forEach((span, i) => {
    const particle = particleOf(span.expression);
    const korean = particle?.alone ?? koreanValueOf(span.expression, file, decls);
    const token = `x${i + 1}`;
    if (korean === undefined) holes.push(token);
    text += `\${${span.expression.getText(file.source)}}${span.literal.text}`;
    sample += (korean ?? token + (particle?.attached ?? '')) + span.literal.text;
  });
  return { where, text, sample, holes };
}

/** The first Korean literal a constant expression can be, if it is one. */
function koreanValueOf(expr: ts.Expression, file: Parsed, decls: Declarations): string | undefined {
  const found = new Map<Literal, Parsed>();
  if (!follow(expr, file, decls, found)) return undefined;
  const [first] = found.keys();
  return first && !ts.isTemplateExpression(first) ? first.text : undefined;
}

/** The top-level declaration a node belongs to, by name. */
function declarationName(node: ts.Node): string {
  let name = '';
  for (let p: ts.Node | undefined = node; p; p = p.parent) {
    if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) name = p.name.text;
    else if (ts.isFunctionDeclaration(p) && p.name) name = p.name.text;
  }
  return name;
}

/** Message constants, and the schemas with their helpers; not name tables or name functions. */
function isContractMessage(name: string): boolean {
  if (/^[A-Z0-9_]+$/.test(name)) return /(^|_)MESSAGES?$/.test(name);
  return /^[a-z]/.test(name) && !/(Name|NameOf|Label)$/.test(name);
}

/**
 * Korean text that is not a message: the receiver of a string method (a jamo table's `'ㄳㄵ…'.includes`),
 * or a Korean particle joined into a message (bannedWordsMessage's `particle`), which English drops.
 */
function isFragment(node: Literal): boolean {
  if (ts.isPropertyAccessExpression(node.parent)) return true;
  for (let p: ts.Node = node.parent; p; p = p.parent) {
    if (ts.isVariableDeclaration(p)) return ts.isIdentifier(p.name) && p.name.text === 'particle';
    if (ts.isFunctionLike(p)) return false;
  }
  return false;
}

/** Every Korean message literal of the contract's sources (see the module's comment). */
export function contractMessages(repoRoot: string): SourceMessage[] {
  const files = contractFiles(repoRoot);
  const decls = new Declarations(files);
  const skip = /[/\\](codes|menus|json-schema|korean)[/\\]/;
  const out: SourceMessage[] = [];
  for (const file of files.filter((f) => !skip.test(f.path))) {
    const visit = (node: ts.Node): void => {
      if (isLiteral(node)) {
        if (
          HANGUL.test(node.getText(file.source)) &&
          isContractMessage(declarationName(node)) &&
          !isFragment(node)
        )
          out.push(toMessage(node, file, repoRoot, decls));
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  return out;
}

function contractFiles(repoRoot: string): Parsed[] {
  return filesUnder(join(repoRoot, 'packages/contract/src'), () => false).map(parse);
}

const HELPERS = new Set(['badRequest', 'notFound', 'forbidden', 'conflict', 'unauthorized', 'fail']);

/** Declarations (const and function) by name, per file and across all files, for following a message. */
class Declarations {
  private readonly byFile = new Map<string, Map<string, ts.Node>>();
  private readonly global = new Map<string, { node: ts.Node; file: Parsed }>();
  /** `import { X as M }`: M in that file is X. */
  private readonly aliases = new Map<string, Map<string, string>>();

  constructor(files: Parsed[]) {
    for (const file of files) {
      const local = new Map<string, ts.Node>();
      const aliases = new Map<string, string>();
      const visit = (node: ts.Node): void => {
        if (ts.isImportSpecifier(node) && node.propertyName) {
          aliases.set(node.name.text, node.propertyName.text);
        } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
          local.set(node.name.text, node.initializer);
          if (!this.global.has(node.name.text))
            this.global.set(node.name.text, { node: node.initializer, file });
        } else if (ts.isFunctionDeclaration(node) && node.name && node.body) {
          local.set(node.name.text, node);
          if (!this.global.has(node.name.text)) this.global.set(node.name.text, { node, file });
        }
        ts.forEachChild(node, visit);
      };
      visit(file.source);
      this.byFile.set(file.path, local);
      this.aliases.set(file.path, aliases);
    }
  }

  find(name: string, file: Parsed): { node: ts.Node; file: Parsed } | undefined {
    const local = this.byFile.get(file.path)?.get(name);
    if (local) return { node: local, file };
    return this.global.get(this.aliases.get(file.path)?.get(name) ?? name);
  }
}

function unwrap(node: ts.Expression): ts.Expression {
  let e = node;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e)
  )
    e = e.expression;
  return e;
}

/**
 * Follows an expression to the Korean literals it can be: literals, either side of a ternary or `??`,
 * a constant, a property of a constant object, the result of a message function. Returns false when
 * some branch cannot be followed.
 */
function follow(
  expr: ts.Expression,
  file: Parsed,
  decls: Declarations,
  found: Map<Literal, Parsed>,
  depth = 0,
): boolean {
  if (depth > 12) return false;
  const e = unwrap(expr);
  const again = (next: ts.Expression, where: Parsed = file) => follow(next, where, decls, found, depth + 1);
  if (isLiteral(e)) {
    if (HANGUL.test(e.getText(file.source))) found.set(e, file);
    return true;
  }
  // No message: the helper's default (lib/errors.ts, found there).
  if ((ts.isIdentifier(e) && e.text === 'undefined') || e.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isConditionalExpression(e)) return again(e.whenTrue) && again(e.whenFalse);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return again(e.right);
  if (
    ts.isBinaryExpression(e) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)
  )
    return again(e.left) && again(e.right);
  if (ts.isIdentifier(e)) {
    if (isParameter(e)) return false;
    const decl = decls.find(e.text, file);
    return decl !== undefined && ts.isExpression(decl.node) && again(decl.node, decl.file);
  }
  if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
    const members = membersOf(e, file, decls);
    return members.length > 0 && members.every((m) => again(m.node, m.file));
  }
  if (ts.isCallExpression(e)) {
    // A string method on a message ('…'.replace('fileKey', 'coverFileKey')): the message it starts from.
    const callee = unwrap(e.expression);
    if (ts.isPropertyAccessExpression(callee) && STRING_METHODS.has(callee.name.text))
      return again(callee.expression);
    const target = calleeOf(e.expression, file, decls);
    if (!target) return false;
    const results = returnedExpressions(target.node);
    return results.length > 0 && results.every((r) => again(r, target.file));
  }
  return false;
}

/** A name bound by an enclosing function's parameters: its value comes from the caller. */
function isParameter(name: ts.Identifier): boolean {
  for (let p: ts.Node | undefined = name.parent; p; p = p.parent) {
    if (
      ts.isFunctionLike(p) &&
      p.parameters.some((q) => ts.isIdentifier(q.name) && q.name.text === name.text)
    )
      return true;
  }
  return false;
}

const STRING_METHODS = new Set(['replace', 'replaceAll', 'trim']);

/**
 * The member `X.y` or `X['y']` of a constant object; `X[key]` with a computed key is any of its members.
 */
function membersOf(
  e: ts.PropertyAccessExpression | ts.ElementAccessExpression,
  file: Parsed,
  decls: Declarations,
): { node: ts.Expression; file: Parsed }[] {
  const base = unwrap(e.expression);
  if (!ts.isIdentifier(base)) return [];
  const decl = decls.find(base.text, file);
  const object = decl && ts.isExpression(decl.node) ? unwrap(decl.node) : undefined;
  if (!decl || !object || !ts.isObjectLiteralExpression(object)) return [];
  const key = ts.isPropertyAccessExpression(e)
    ? e.name.text
    : ts.isStringLiteral(e.argumentExpression) || ts.isNumericLiteral(e.argumentExpression)
      ? e.argumentExpression.text
      : undefined;
  const out: { node: ts.Expression; file: Parsed }[] = [];
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name =
      ts.isIdentifier(property.name) ||
      ts.isStringLiteral(property.name) ||
      ts.isNumericLiteral(property.name)
        ? property.name.text
        : undefined;
    if (key === undefined || name === key) out.push({ node: property.initializer, file: decl.file });
  }
  return out;
}

function calleeOf(
  callee: ts.Expression,
  file: Parsed,
  decls: Declarations,
): { node: ts.Node; file: Parsed } | undefined {
  const e = unwrap(callee);
  if (ts.isIdentifier(e)) return decls.find(e.text, file);
  if (ts.isPropertyAccessExpression(e)) return membersOf(e, file, decls)[0];
  return undefined;
}

/** What a function (arrow, expression or declaration) can return. */
function returnedExpressions(node: ts.Node): ts.Expression[] {
  const fn = ts.isExpression(node) ? unwrap(node) : node;
  if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) || !fn.body)
    return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const out: ts.Expression[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isReturnStatement(n) && n.expression) out.push(n.expression);
    else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
  };
  ts.forEachChild(fn.body, visit);
  return out;
}

/** The message argument of an error helper or an answer, or undefined for other calls. */
function messageArgument(node: ts.Node): ts.Expression | undefined | null {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError')
    return node.arguments?.[1] ?? null;
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  const name = node.expression.text;
  if (HELPERS.has(name)) return node.arguments[0] ?? null;
  if (name === 'ok') return node.arguments[1] ?? null;
  return undefined;
}

/** Every Korean message the server's error helpers and answers can carry (see the module's comment). */
export function serverMessages(repoRoot: string): ServerScan {
  const skip = (path: string) => /[/\\]db[/\\]seed(-data)?$/.test(path);
  const serverFiles = filesUnder(join(repoRoot, 'apps/server/src'), skip).map(parse);
  const decls = new Declarations([...serverFiles, ...contractFiles(repoRoot)]);
  const found = new Map<Literal, Parsed>();
  const unresolved: string[] = [];
  let helperCalls = 0;
  for (const file of serverFiles) {
    const isErrorsModule = file.path.endsWith(join('lib', 'errors.ts'));
    const visit = (node: ts.Node): void => {
      if (isErrorsModule && isLiteral(node) && HANGUL.test(node.getText(file.source))) found.set(node, file);
      const argument = messageArgument(node);
      if (argument !== undefined) {
        helperCalls++;
        if (argument && !follow(argument, file, decls, found)) {
          const line = file.source.getLineAndCharacterOfPosition(node.getStart(file.source)).line + 1;
          unresolved.push(`${relative(repoRoot, file.path)}:${line} ${argument.getText(file.source)}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file.source);
  }
  const messages = [...found].map(([node, file]) => toMessage(node, file, repoRoot, decls));
  messages.push(...sqlMessages(repoRoot));
  return { messages, unresolved, helperCalls };
}

/** The refusals the server's SQL functions raise (RAISE EXCEPTION '…'), sent on as 400 messages. */
function sqlMessages(repoRoot: string): SourceMessage[] {
  const out: SourceMessage[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.sql')) {
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const raised = /^\s*RAISE EXCEPTION '((?:[^']|'')*)'/i.exec(line);
            if (raised?.[1] && HANGUL.test(raised[1])) {
              const text = raised[1].replaceAll("''", "'");
              out.push({ where: `${relative(repoRoot, path)}:${i + 1}`, text, sample: text, holes: [] });
            }
          });
      }
    }
  };
  walk(join(repoRoot, 'apps/server/src/modules'));
  return out;
}

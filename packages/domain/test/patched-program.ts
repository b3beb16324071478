// Type-checks the repository's workspaces with source files replaced by patched copies (a
// registry with a made-up record), through the TypeScript compiler API, and answers which
// declarations the compiler reports. Nothing is written to disk.
import path from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every workspace with its own tsconfig: the places a table keyed by the vocabulary can live. */
export const WORKSPACES = [
  'packages/domain',
  'packages/analysis',
  'packages/contracts',
  'packages/db',
  'apps/server',
  'apps/web',
] as const;

/**
 * Files that can hold a table keyed by a signal or a stack category: the only ones whose
 * diagnostics are asked for (checking every file of the server and the web app would take
 * minutes on a busy machine). A table is typed with one of these names, so it is in one of them.
 */
const MENTIONS_VOCABULARY = /SignalId|SIGNAL|StackCategor|STACK_CATEGOR/;

export interface Patch {
  /** Repository-relative path of the file to replace. */
  file: string;
  /** Text the patched copy inserts just before `before`. */
  insert: string;
  before: string;
}

export interface Reported {
  /** Repository-relative path. */
  file: string;
  /** The variable, property or function the diagnostic falls in. */
  declaration: string;
  message: string;
}

function patchedText(patch: Patch): string {
  const original = ts.sys.readFile(path.join(REPO_ROOT, patch.file));
  if (original === undefined) throw new Error(`cannot read ${patch.file}`);
  const at = original.indexOf(patch.before);
  if (at < 0) throw new Error(`${patch.file} has no "${patch.before}" to insert before`);
  return `${original.slice(0, at)}${patch.insert}${original.slice(at)}`;
}

/** Parsed files shared by the workspaces' programs, so node_modules typings are read once. */
const parsed = new Map<string, ts.SourceFile>();

function hostFor(options: ts.CompilerOptions, patches: readonly Patch[]): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const texts = new Map(patches.map((p) => [path.join(REPO_ROOT, p.file), patchedText(p)]));
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => texts.get(path.resolve(fileName)) ?? readFile(fileName);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (texts.has(path.resolve(fileName)))
      return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}\u0000${JSON.stringify(languageVersion)}`;
    const cached = parsed.get(key);
    if (cached) return cached;
    const file = getSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (file) parsed.set(key, file);
    return file;
  };
  return host;
}

function declarationAt(file: ts.SourceFile, position: number): string {
  let name = '(top level)';
  const visit = (node: ts.Node): void => {
    if (position < node.getStart(file) || position >= node.getEnd()) return;
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isPropertyAssignment(node) ||
        ts.isFunctionDeclaration(node)) &&
      node.name !== undefined
    )
      name = node.name.getText(file);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return name;
}

function configOf(workspace: string): ts.ParsedCommandLine {
  const configPath = path.join(REPO_ROOT, workspace, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error(`cannot read ${configPath}`);
  return config;
}

/** What the compiler reports in the workspaces when the patched copies replace their files. */
export function reportedWith(
  patches: readonly Patch[],
  workspaces: readonly string[] = WORKSPACES,
): Reported[] {
  const reported = new Map<string, Reported>();
  for (const workspace of workspaces) {
    const config = configOf(workspace);
    const program = ts.createProgram({
      rootNames: config.fileNames,
      options: config.options,
      host: hostFor(config.options, patches),
    });
    for (const file of program.getSourceFiles()) {
      if (file.fileName.includes('/node_modules/') || program.isSourceFileDefaultLibrary(file))
        continue;
      if (!MENTIONS_VOCABULARY.test(file.text)) continue;
      const diagnostics = [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ];
      for (const d of diagnostics) {
        const entry: Reported = {
          file: path.relative(REPO_ROOT, file.fileName),
          declaration: d.start === undefined ? '(file)' : declarationAt(file, d.start),
          message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        };
        reported.set(`${entry.file}#${entry.declaration}`, entry);
      }
    }
  }
  return [...reported.values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.declaration.localeCompare(b.declaration),
  );
}

// Programming languages by file extension. A language is listed when enough of a repository's
// files are written in it: one stray script does not make a Python project.
export interface LanguageRule {
  name: string;
  extensions: readonly string[];
}

export const LANGUAGE_RULES: readonly LanguageRule[] = [
  { name: 'Solidity', extensions: ['sol'] },
  { name: 'Vyper', extensions: ['vy', 'vyi'] },
  { name: 'Yul', extensions: ['yul'] },
  { name: 'Huff', extensions: ['huff'] },
  { name: 'Rust', extensions: ['rs'] },
  { name: 'Go', extensions: ['go'] },
  { name: 'TypeScript', extensions: ['ts', 'tsx', 'mts', 'cts'] },
  { name: 'JavaScript', extensions: ['js', 'jsx', 'mjs', 'cjs'] },
  { name: 'Python', extensions: ['py'] },
  { name: 'Move', extensions: ['move'] },
  { name: 'Cairo', extensions: ['cairo'] },
  { name: 'Noir', extensions: ['nr'] },
  { name: 'Circom', extensions: ['circom'] },
  { name: 'Sway', extensions: ['sw'] },
  { name: 'Leo', extensions: ['leo'] },
  { name: 'FunC', extensions: ['fc', 'func'] },
  { name: 'Tact', extensions: ['tact'] },
  { name: 'Clarity', extensions: ['clar'] },
  { name: 'Michelson', extensions: ['tz'] },
  { name: 'Haskell', extensions: ['hs'] },
  { name: 'OCaml', extensions: ['ml', 'mli'] },
  { name: 'Java', extensions: ['java'] },
  { name: 'Kotlin', extensions: ['kt', 'kts'] },
  { name: 'Swift', extensions: ['swift'] },
  { name: 'C', extensions: ['c', 'h'] },
  { name: 'C++', extensions: ['cpp', 'cc', 'cxx', 'hpp', 'hh'] },
  { name: 'C#', extensions: ['cs'] },
  { name: 'Zig', extensions: ['zig'] },
  { name: 'Ruby', extensions: ['rb'] },
  { name: 'Scala', extensions: ['scala'] },
  { name: 'Elixir', extensions: ['ex', 'exs'] },
  { name: 'Erlang', extensions: ['erl'] },
  { name: 'Dart', extensions: ['dart'] },
  { name: 'PHP', extensions: ['php'] },
  { name: 'Lua', extensions: ['lua'] },
  { name: 'Shell', extensions: ['sh', 'bash'] },
  { name: 'Nix', extensions: ['nix'] },
  { name: 'Lean', extensions: ['lean'] },
  { name: 'Coq', extensions: ['v'] },
  { name: 'WebAssembly', extensions: ['wat', 'wast'] },
  { name: 'Protocol Buffers', extensions: ['proto'] },
  { name: 'GraphQL', extensions: ['graphql', 'gql'] },
  { name: 'SQL', extensions: ['sql'] },
];

const byExtension = new Map<string, string>();
for (const rule of LANGUAGE_RULES)
  for (const ext of rule.extensions) byExtension.set(ext, rule.name);

/** The language of a file, or undefined for data, docs and unknown extensions. */
export function languageOfPath(path: string): string | undefined {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return byExtension.get(base.slice(dot + 1).toLowerCase());
}

/** Confidence that a repository is written in a language, from how many of its files are. */
export function languageConfidence(files: number): number {
  if (files >= 5) return 0.9;
  if (files >= 2) return 0.6;
  return 0.3;
}

// Which manifests a repository has and the dependencies they declare, from paths and file text.
// Paths under node_modules/, vendor/, testdata/ and fixtures/ are someone else's manifests.
import { cargoTomlDependencies } from './cargo-toml';
import {
  foundryTomlDependencies,
  gitmodulesDependencies,
  remappingsTxtDependencies,
} from './foundry';
import { goModDependencies } from './go-mod';
import { packageJsonDependencies } from './package-json';
import { pyprojectDependencies, requirementsTxtDependencies } from './python';
import type { ManifestDependency, TomlParser } from './types';

const SKIPPED_DIRS = /(^|\/)(node_modules|vendor|testdata|fixtures|third_party)\//;

const PARSERS: readonly [
  RegExp,
  (text: string, path: string, toml: TomlParser) => ManifestDependency[],
][] = [
  [/^package\.json$/, (t, p) => packageJsonDependencies(t, p)],
  [/^cargo\.toml$/i, cargoTomlDependencies],
  [/^go\.mod$/, (t, p) => goModDependencies(t, p)],
  [/^requirements[\w.-]*\.txt$/, (t, p) => requirementsTxtDependencies(t, p)],
  [/^pyproject\.toml$/, pyprojectDependencies],
  [/^remappings\.txt$/, (t, p) => remappingsTxtDependencies(t, p)],
  [/^foundry\.toml$/, foundryTomlDependencies],
];

/** True for a path whose text dependenciesOf can read (.gitmodules is read separately). */
export function isManifestPath(path: string): boolean {
  if (SKIPPED_DIRS.test(path)) return false;
  const base = path.split('/').pop() ?? '';
  return base === '.gitmodules' || PARSERS.some(([re]) => re.test(base));
}

export interface ManifestOptions {
  parseToml: TomlParser;
  /** Submodule path → pinned commit at HEAD. */
  submoduleShas?: ReadonlyMap<string, string>;
}

/** Dependencies declared by one manifest file. */
export function dependenciesOf(
  path: string,
  text: string,
  options: ManifestOptions,
): ManifestDependency[] {
  if (SKIPPED_DIRS.test(path)) return [];
  const base = path.split('/').pop() ?? '';
  if (base === '.gitmodules') return gitmodulesDependencies(text, path, options.submoduleShas);
  const parser = PARSERS.find(([re]) => re.test(base));
  return parser ? parser[1](text, path, options.parseToml) : [];
}

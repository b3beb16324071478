// Cargo.toml: [dependencies], [dev-dependencies], [build-dependencies], their
// [target.'cfg'.*] forms and [workspace.dependencies]. A renamed dependency
// (`alias = { package = "real" }`) is recorded under its real crate name.
import type { ManifestDependency, TomlParser } from './types';

const SECTIONS: readonly [string, string][] = [
  ['dependencies', 'runtime'],
  ['dev-dependencies', 'dev'],
  ['build-dependencies', 'build'],
];

type Table = Record<string, unknown>;

const isTable = (v: unknown): v is Table =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function versionOf(spec: unknown): string | null {
  if (typeof spec === 'string') return spec;
  if (!isTable(spec)) return null;
  if (spec.workspace === true) return 'workspace';
  if (typeof spec.git === 'string') {
    const ref = [spec.rev, spec.tag, spec.branch].find((r) => typeof r === 'string');
    return `git:${spec.git}${typeof ref === 'string' ? `#${ref}` : ''}`;
  }
  if (typeof spec.path === 'string') return `path:${spec.path}`;
  return typeof spec.version === 'string' ? spec.version : null;
}

function fromTable(
  table: unknown,
  kind: string,
  manifestPath: string,
  out: ManifestDependency[],
): void {
  if (!isTable(table)) return;
  for (const [key, spec] of Object.entries(table)) {
    const name = isTable(spec) && typeof spec.package === 'string' ? spec.package : key;
    out.push({
      ecosystem: 'cargo',
      name,
      version: versionOf(spec),
      manifestPath,
      kind,
      source: null,
    });
  }
}

export function cargoTomlDependencies(
  text: string,
  manifestPath: string,
  parseToml: TomlParser,
): ManifestDependency[] {
  let manifest: unknown;
  try {
    manifest = parseToml(text);
  } catch {
    return [];
  }
  if (!isTable(manifest)) return [];
  const out: ManifestDependency[] = [];
  for (const [section, kind] of SECTIONS) fromTable(manifest[section], kind, manifestPath, out);
  if (isTable(manifest.workspace)) {
    fromTable(manifest.workspace.dependencies, 'workspace-runtime', manifestPath, out);
  }
  if (isTable(manifest.target)) {
    for (const target of Object.values(manifest.target)) {
      if (!isTable(target)) continue;
      for (const [section, kind] of SECTIONS) {
        fromTable(target[section], `target-${kind}`, manifestPath, out);
      }
    }
  }
  // The same crate in two sections of one manifest is one row (the table's natural key).
  const seen = new Set<string>();
  return out.filter((d) => (seen.has(d.name) ? false : (seen.add(d.name), true)));
}

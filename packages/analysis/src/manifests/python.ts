// requirements*.txt and pyproject.toml (PEP 621 [project] and Poetry). Names follow PEP 503
// normalisation (lowercase, runs of -_. as one -) so the same package always has one name.
import type { ManifestDependency, TomlParser } from './types';

const REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(.*)$/;

const normalise = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

function requirement(line: string, manifestPath: string, kind: string): ManifestDependency | null {
  const match = REQUIREMENT.exec(line.trim());
  if (!match) return null;
  const version = (match[3] ?? '').replace(/;.*$/, '').trim();
  return {
    ecosystem: 'pypi',
    name: normalise(match[1]!),
    version: version === '' ? null : version,
    manifestPath,
    kind,
    source: null,
  };
}

function unique(list: ManifestDependency[]): ManifestDependency[] {
  const seen = new Set<string>();
  return list.filter((d) => (seen.has(d.name) ? false : (seen.add(d.name), true)));
}

export function requirementsTxtDependencies(
  text: string,
  manifestPath: string,
): ManifestDependency[] {
  const kind = /dev|test|lint|doc/i.test(manifestPath.split('/').pop() ?? '') ? 'dev' : 'runtime';
  const out: ManifestDependency[] = [];
  for (const raw of text.split(/\r?\n/)) {
    // Options (-r, -e, --hash on its own line), URLs and comments name no package.
    const line = raw
      .replace(/(^|\s)#.*$/, '')
      .replace(/\\$/, '')
      .trim();
    if (line === '' || line.startsWith('-') || /^[a-z+]+:\/\//i.test(line)) continue;
    const dep = requirement(line, manifestPath, kind);
    if (dep) out.push(dep);
  }
  return unique(out);
}

type Table = Record<string, unknown>;
const isTable = (v: unknown): v is Table =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function fromPoetry(table: unknown, manifestPath: string, kind: string): ManifestDependency[] {
  if (!isTable(table)) return [];
  return Object.entries(table)
    .filter(([name]) => name.toLowerCase() !== 'python')
    .map(([name, spec]) => ({
      ecosystem: 'pypi' as const,
      name: normalise(name),
      version:
        typeof spec === 'string'
          ? spec
          : isTable(spec) && typeof spec.version === 'string'
            ? spec.version
            : null,
      manifestPath,
      kind,
      source: null,
    }));
}

export function pyprojectDependencies(
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
  const project = manifest.project;
  if (isTable(project)) {
    if (Array.isArray(project.dependencies)) {
      for (const line of project.dependencies) {
        const dep = typeof line === 'string' ? requirement(line, manifestPath, 'runtime') : null;
        if (dep) out.push(dep);
      }
    }
    if (isTable(project['optional-dependencies'])) {
      for (const list of Object.values(project['optional-dependencies'])) {
        if (!Array.isArray(list)) continue;
        for (const line of list) {
          const dep = typeof line === 'string' ? requirement(line, manifestPath, 'dev') : null;
          if (dep) out.push(dep);
        }
      }
    }
  }
  const tool = manifest.tool;
  const poetry = isTable(tool) ? tool.poetry : undefined;
  if (isTable(poetry)) {
    out.push(...fromPoetry(poetry.dependencies, manifestPath, 'runtime'));
    out.push(...fromPoetry(poetry['dev-dependencies'], manifestPath, 'dev'));
    if (isTable(poetry.group)) {
      for (const group of Object.values(poetry.group)) {
        if (isTable(group)) out.push(...fromPoetry(group.dependencies, manifestPath, 'dev'));
      }
    }
  }
  return unique(out);
}

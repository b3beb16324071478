// Shapes of the stack detector: what it reads (manifest dependencies and HEAD paths of every
// repository of a project) and what it answers (technologies per category, with evidence).
import type { StackCategory, TechnologyRole } from '@gitsignals/domain';

export interface StackDependency {
  /** npm | cargo | go | pypi | git-submodule (submodule) | foundry-remapping (foundry) */
  ecosystem: string;
  name: string;
  version: string | null;
  manifestPath: string;
  /** For submodules: the remote URL. */
  source: string | null;
  /** 'dev' for development-only dependencies. */
  kind?: string | null;
}

export interface StackInput {
  dependencies: readonly StackDependency[];
  /** File paths at HEAD, relative to the repository root. */
  paths: readonly string[];
}

/**
 * One technology of the rule pack. Matchers are lowercase; a trailing `*` makes a package name a
 * prefix (`@pythnetwork/*`). `libraries` name vendored code: a submodule path or URL, a foundry
 * remapping, or a folder under lib/, dependencies/, vendor/, external/ or third_party/.
 * `files` are config files: a bare name matches a file name (globs with `*`), a name ending in
 * "/" matches a folder anywhere, a name with "/" inside matches the end of a path.
 * `audits` are words in file names under an audit(s) folder. `hints` are words in file or folder
 * names: weak evidence that only counts when several files carry it.
 * `role` overrides the category's default role (ADR 040: whether it can be a recommendation);
 * `languages` are those a project must write for the technology to fit it (a contract library
 * fits Solidity projects, a Rust crate Rust ones).
 */
export interface TechnologyRule {
  name: string;
  category: StackCategory;
  role?: TechnologyRole;
  languages?: readonly string[];
  npm?: readonly string[];
  cargo?: readonly string[];
  go?: readonly string[];
  pypi?: readonly string[];
  libraries?: readonly string[];
  files?: readonly string[];
  audits?: readonly string[];
  hints?: readonly string[];
}

export type EvidenceKind =
  'dependency' | 'library' | 'config' | 'audit' | 'deployment' | 'language' | 'hint';

export interface StackEvidence {
  file: string;
  rule: string;
}

export interface StackDetection {
  technology: string;
  category: StackCategory;
  /** 0..1: manifest dependency > vendored library > config file > path or name hint. */
  confidence: number;
  evidence: StackEvidence[];
  /** The newest release a manifest asks for ("5.0.2"), when a package dependency names it. */
  version?: string;
  /**
   * Every piece of evidence is an indirect dependency (a dependency of a dependency, Go's
   * `// indirect`): in the build, but not a choice the project made (ADR 040).
   */
  transitive?: true;
}

export interface StackResult {
  categories: Record<StackCategory, string[]>;
  detections: StackDetection[];
}

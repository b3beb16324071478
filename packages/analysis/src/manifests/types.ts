// One dependency a manifest declares, in the shape the demo dataset and repository_dependencies
// use, so live and bundled repositories read the same to stack detection.

export type DependencyEcosystem =
  'npm' | 'cargo' | 'go' | 'pypi' | 'foundry-remapping' | 'git-submodule';

export interface ManifestDependency {
  ecosystem: DependencyEcosystem;
  name: string;
  /** Version spec as written (cargo: `git:<url>#<rev>`, `path:<dir>`, `workspace`); submodules: pinned sha. */
  version: string | null;
  manifestPath: string;
  /** npm/pypi/cargo: runtime, dev, build (cargo: workspace-/target- prefixed); go: direct or indirect. */
  kind: string | null;
  /** Where a submodule comes from. */
  source: string | null;
}

/** A TOML parser supplied by the caller: the engine imports nothing. */
export type TomlParser = (text: string) => unknown;

// Whether a model's evidence is in the commit: a piece of its message or of a changed file's path,
// compared without case, spacing or the quotes and labels a model wraps a quotation in. A signal
// whose evidence was invented is dropped, the way the writer drops an uncited claim.
import type { CommitInput } from '@gitsignals/analysis';

/** Shorter quotations ("a", "fix") would match almost any commit. */
const MIN_EVIDENCE_CHARS = 4;

const norm = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

// The prompt's own decorations, which a model may copy with the line.
const LABEL = /^(?:subject|body|file|files|path):\s*/;
const QUOTES = /^["'`“”‘’]+|["'`“”‘’.]+$/g;
const FILE_LINE = /^[amdr] (\S.*?)(?: \(\+\d+ -\d+\))?$/;

function quotation(evidence: string): string {
  return norm(evidence).replace(LABEL, '').replace(QUOTES, '').trim();
}

export function evidenceFound(evidence: string, commit: CommitInput): boolean {
  const quoted = quotation(evidence);
  if (quoted.length < MIN_EVIDENCE_CHARS) return false;
  if (norm(commit.message).includes(quoted)) return true;
  const path = FILE_LINE.exec(quoted)?.[1] ?? quoted;
  return commit.files.some((f) => norm(f.path).includes(path));
}

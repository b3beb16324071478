// How an operator's file is refused: every problem with its line and field, in one error, and
// nothing of the file imported. The importers of use-cases/imports and the registry reader of the
// demo collector report alike.
import type { z } from 'zod';

export interface ImportProblem {
  line: number;
  field: string | null;
  message: string;
}

const SHOWN_PROBLEMS = 50;

const formatProblem = (p: ImportProblem) =>
  `line ${p.line}${p.field ? `, ${p.field}` : ''}: ${p.message}`;

/** A file refused as a whole: every problem found, nothing imported. */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ImportProblem[],
  ) {
    const shown = problems.slice(0, SHOWN_PROBLEMS).map(formatProblem);
    const more =
      problems.length > shown.length ? [`  … and ${problems.length - SHOWN_PROBLEMS} more`] : [];
    super(
      [
        `${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}, nothing imported:`,
        ...shown.map((s) => `  ${s}`),
        ...more,
      ].join('\n'),
    );
  }
}

/** Lines where each element of the top-level array (or of the list under its key) starts. */
export function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let listDepth = -1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\n') line += 1;
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (c === '[' && listDepth === -1) listDepth = depth + 1;
      else if (c === '{' && depth === listDepth) lines.push(line);
      depth += 1;
    } else if (c === ']' || c === '}') depth -= 1;
  }
  return lines;
}

/** A row's schema errors as problems on its line ('unknown field' for keys the schema lacks). */
export function schemaProblems(line: number, error: z.ZodError): ImportProblem[] {
  return error.issues.map((issue) => {
    const unknownKeys = issue.code === 'unrecognized_keys';
    return {
      line,
      field: unknownKeys
        ? [...issue.path, issue.keys.join(', ')].join('.')
        : issue.path.join('.') || null,
      message: unknownKeys ? 'unknown field' : issue.message,
    };
  });
}

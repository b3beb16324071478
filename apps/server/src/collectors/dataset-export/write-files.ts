// Writing the dataset files so the same export gives the same bytes (gzip without a file name or
// modification time, at the best compression, as the bundled files are) and an interrupted export
// never leaves half a file behind (each file is written aside, then renamed over the old one).
import { access, constants, mkdir, rename, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { ExportRefused } from './export-refused';

/** gzip of `text`: Node writes no name and a zero modification time in the header. */
export function stableGzip(text: string): Buffer {
  return gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
}

export async function replaceFile(file: string, bytes: Buffer | string): Promise<void> {
  const aside = `${file}.partial`;
  await writeFile(aside, bytes);
  await rename(aside, file);
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file',
  EEXIST: 'a part of the path is a file',
  ENOSPC: 'no space left on the device',
};

/** Creates `dir` (and its parents) when needed and checks it can be written, before any work. */
export async function ensureWritable(dir: string, shownAs: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new ExportRefused(
      `Cannot write to the output directory ${shownAs}: ${REASONS[code] ?? (error as Error).message}.`,
    );
  }
}

// What a repository given on the command line is called and where it lives: a GitHub URL
// becomes owner/name on host github (like the registry), another URL keeps its host, and a
// local path becomes host local with its absolute path as URL.
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface RepositoryLocation {
  fullName: string;
  host: string;
  url: string;
}

const strip = (s: string) => s.replace(/\/+$/, '').replace(/\.git$/, '');

export function locateRepository(urlOrPath: string, cwd: string): RepositoryLocation {
  const scp = /^[\w.-]+@([^:/]+):(.+)$/.exec(urlOrPath);
  const isUrl = /^[a-z][\w+.-]*:\/\//i.test(urlOrPath) && !urlOrPath.startsWith('file:');
  if (scp || isUrl) {
    const host = scp ? scp[1]! : new URL(urlOrPath).hostname;
    const parts = strip(scp ? scp[2]! : new URL(urlOrPath).pathname)
      .split('/')
      .filter(Boolean);
    if (parts.length < 2) throw new Error(`${urlOrPath} does not name an owner/repository`);
    const fullName = parts.slice(-2).join('/');
    if (host === 'github.com') {
      return { fullName, host: 'github', url: `https://github.com/${fullName}` };
    }
    return { fullName, host, url: urlOrPath };
  }
  const absolute = path.resolve(cwd, urlOrPath.replace(/^file:\/\//, ''));
  if (!existsSync(absolute)) throw new Error(`No repository at ${absolute}`);
  const name = strip(path.basename(absolute));
  const owner = path.basename(path.dirname(absolute)) || 'local';
  return { fullName: `${owner}/${name}`, host: 'local', url: absolute };
}

// CODEOWNERS (GitHub and GitLab syntax): each owner handle (@user, @org/team) with the patterns
// it owns, one row per handle ("Code owner: contracts/, script/ +3 more"). E-mail owners are a
// person's address and are not kept; comments, blank lines and GitLab section headers are skipped.
import type { PublishedContact } from '@gitsignals/domain';
import { contactRow, shortList } from './contact-row';
import { githubLogin } from './person-name';

// A team slug may hold letters, digits, '-', '_' and '.'.
const TEAM = /^@([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9][\w.-]*)$/;

/** "@user" → "user", "@org/team" → "org/team"; null for e-mail owners and anything else. */
function ownerHandle(token: string): string | null {
  const team = TEAM.exec(token);
  if (team) return `${team[1]}/${team[2]}`;
  return token.startsWith('@') ? githubLogin(token.slice(1)) : null;
}

const CATCH_ALL = new Set(['*', '**', '/**', '**/*', '/**/*']);

/** A pattern as written, but the catch-all patterns read "everything". */
const patternLabel = (pattern: string) => (CATCH_ALL.has(pattern) ? 'everything' : pattern);

/** Splits a line at unescaped whitespace and drops an unescaped "#" comment. */
function tokens(line: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (ch === '\\' && i + 1 < line.length) {
      current += line[i + 1];
      i += 1;
    } else if (ch === '#') {
      break;
    } else if (/\s/.test(ch)) {
      if (current) out.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (current) out.push(current);
  return out;
}

export function codeownersContacts(text: string, path: string): PublishedContact[] {
  const owned = new Map<string, string[]>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    // GitLab section headers ("[Docs]", "^[Optional]") name a section, not a path.
    if (line === '' || line.startsWith('#') || /^\^?\[/.test(line)) continue;
    const [pattern, ...owners] = tokens(line);
    if (!pattern) continue;
    for (const owner of owners) {
      const handle = ownerHandle(owner);
      if (!handle) continue;
      const patterns = owned.get(handle) ?? [];
      const label = patternLabel(pattern);
      if (!patterns.includes(label)) patterns.push(label);
      owned.set(handle, patterns);
    }
  }
  return [...owned].map(([handle, patterns]) =>
    contactRow('code-owner', path, `Code owner: ${shortList(patterns)}`, { handle }),
  );
}

// One maintainer as a line of a MAINTAINERS/OWNERS file writes it: "Jane Doe (@jdoe)",
// "Jane Doe <jane@example.org> (@jdoe)", "[@jdoe](https://github.com/jdoe) - Jane Doe",
// "@jdoe". The handle is the first @login or github.com profile link; the name is what is left
// once addresses, links and affiliations in brackets are gone. E-mail addresses are dropped.
import { githubLogin, loginOfGithubUrl } from './person-name';

export interface MaintainerEntry {
  handle: string | null;
  name: string | null;
}

const EMAIL = /<?\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b>?/g;
const MARKDOWN_LINK = /!?\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g;
const HANDLE = /(?:^|[^\w.@/])@([A-Za-z0-9][A-Za-z0-9-]{0,38})(?![\w@-]|\.\w)/;
const GITHUB_PROFILE = /https?:\/\/(?:www\.)?github\.com\/[^\s)\]>|,]+/i;
const URL = /<?https?:\/\/[^\s>|]+>?/g;
// A name: words of letters (with . ' - inside), at most five, nothing that reads as a sentence.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}.'’ -]{0,58}[\p{L}\p{M}.]$/u;

function handleOf(text: string): string | null {
  for (const link of text.matchAll(MARKDOWN_LINK)) {
    const login = loginOfGithubUrl(link[2]!);
    if (login) return login;
  }
  const profile = GITHUB_PROFILE.exec(text);
  const fromUrl = profile ? loginOfGithubUrl(profile[0].replace(/[.,;:]+$/, '')) : null;
  if (fromUrl) return fromUrl;
  const at = HANDLE.exec(text.replace(EMAIL, ' '));
  return at ? githubLogin(at[1]!) : null;
}

function nameOf(text: string): string | null {
  const rest = text
    .replace(MARKDOWN_LINK, (_, label: string) => ` ${label} `)
    .replace(EMAIL, ' ')
    .replace(URL, ' ')
    .replace(/@[\w-]+(?:\/[\w.-]+)?/g, ' ')
    .replace(/\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/g, ' ')
    .replace(/[*_`~]/g, '')
    .split(/\s+[-–—:|]\s+|[,;|()[\]]/)
    .map((part) => part.replace(/\s+/g, ' ').replace(/^[\s:–—-]+|[\s:–—-]+$/g, ''))
    .find((part) => part !== '');
  if (rest === undefined) return null;
  if (rest.split(' ').length > 5 || !NAME.test(rest)) return null;
  return rest;
}

/** The handle and name a line gives, or null when it gives neither. */
export function maintainerEntry(text: string): MaintainerEntry | null {
  return entryOf(handleOf(text), nameOf(text));
}

/** An entry from a handle and a name found apart; a name that is only the handle is dropped. */
export function entryOf(handle: string | null, name: string | null): MaintainerEntry | null {
  if (!handle && !name) return null;
  return { handle, name: name && name.toLowerCase() === handle?.toLowerCase() ? null : name };
}

// Names as projects write them in their files: "Jane Doe <jane@x.org> (https://jane.dev)", an
// organisation ("Uniswap Labs", "The Foo Authors"), or a handle. A name is split into first and
// last only when it is a clean personal name; the e-mail of a person is never kept.

export interface PersonName {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Words that make a name an organisation, a team or a group rather than a person. */
const ORGANISATION_WORDS = new Set(
  [
    'labs',
    'lab',
    'team',
    'teams',
    'foundation',
    'stiftung',
    'inc',
    'llc',
    'ltd',
    'limited',
    'gmbh',
    'ag',
    'sa',
    'bv',
    'corp',
    'corporation',
    'company',
    'co',
    'dao',
    'protocol',
    'network',
    'finance',
    'research',
    'capital',
    'ventures',
    'systems',
    'technologies',
    'technology',
    'software',
    'solutions',
    'group',
    'studio',
    'studios',
    'association',
    'community',
    'collective',
    'partners',
    'project',
    'contributors',
    'developers',
    'devs',
    'authors',
    'maintainers',
    'core',
    'the',
    'and',
  ].map((w) => w.toLowerCase()),
);

// A word of a personal name: a capital letter, then letters, with an inner hyphen or apostrophe
// ("Jean-Luc", "O'Brien"). Unicode letters, so "Émilie Durand" and "Łukasz Nowak" split too.
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}]*(?:['’-]\p{Lu}?[\p{L}\p{M}]+)*$/u;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** True for a name an organisation or team goes by (one word, or a word such as "Labs"). */
export function isOrganisationName(name: string): boolean {
  const words = clean(name).split(' ');
  if (words.length < 2) return true;
  return words.some((w) => ORGANISATION_WORDS.has(w.toLowerCase().replace(/[.,]/g, '')));
}

/** The name as given; first and last only for a clean personal "First Last" (2–3 words). */
export function personName(raw: string | null | undefined): PersonName {
  const name = raw ? clean(raw) : '';
  if (name === '') return { name: null, firstName: null, lastName: null };
  const words = name.split(' ');
  const personal =
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => NAME_WORD.test(w)) &&
    !isOrganisationName(name);
  if (!personal) return { name, firstName: null, lastName: null };
  return { name, firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

/** A person as npm and Cargo write one: "Name <email> (url)", each part optional. */
export interface PersonString {
  name: string | null;
  email: string | null;
  url: string | null;
}

// "(url)" in a person string is a link only when it reads as one: "O(1) Labs" keeps its "(1)".
const LINK_IN_PARENS = /\(((?:https?:\/\/|www\.)[^)\s]*|[\w-]+(?:\.[\w-]+)+(?:\/[^)\s]*)?)\)/;
const EMAIL_WORD = /\S+@\S+\.\S+/g;

export function parsePersonString(text: string): PersonString {
  let email: string | null = null;
  let url: string | null = null;
  // "<address>", also when a file forgets the closing ">".
  let rest = text.replace(/<([^>]*)>?/, (_, inner: string) => {
    email = inner.trim() || null;
    return ' ';
  });
  rest = rest.replace(LINK_IN_PARENS, (_, inner: string) => {
    url = inner.trim() || null;
    return ' ';
  });
  // A bare address given as the whole string is an e-mail, not a name; elsewhere it is dropped.
  const bare = clean(rest);
  if (email === null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(bare))
    return { name: null, email: bare, url };
  const name = clean(rest.replace(EMAIL_WORD, ' '));
  return { name: plausibleName(name) ? name : null, email, url };
}

/** Not a name: template placeholders ("[your_name]"), paths, links, generated notes. */
export function plausibleName(name: string): boolean {
  return (
    name !== '' &&
    name.length <= 80 &&
    !/[/\\[\]{}<>=|]|https?:|your[ _-]?name|^(?:automatically )?generated\b/i.test(name)
  );
}

const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

/** A GitHub login, without "@"; null for anything that cannot be one. */
export function githubLogin(text: string): string | null {
  const login = text.trim().replace(/^@/, '');
  return GITHUB_LOGIN.test(login) && !login.endsWith('-') ? login : null;
}

/** The login of a github.com profile URL (https://github.com/jdoe), or null. */
export function loginOfGithubUrl(url: string | null): string | null {
  if (!url) return null;
  const match = /^(?:https?:\/\/)?(?:www\.)?github\.com\/([^/?#\s]+)\/?$/i.exec(url.trim());
  return match ? githubLogin(match[1]!) : null;
}

/** An http(s) URL as written, or null for anything else (a person's address, a relative path). */
export function httpUrl(text: string | null | undefined): string | null {
  if (!text) return null;
  const url = text.trim();
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url) ? url : null;
}

// Where a contact comes from, kept apart in the UI: 'import' (an operator's CSV/JSON file),
// 'published' (what the project publishes in its own repository files: CODEOWNERS, MAINTAINERS,
// SECURITY.md, security.txt, manifests' authors, FUNDING.yml; each row keeps the file and commit
// it came from) or 'commits' (a core contributor derived from the project's commit history; never
// an e-mail).

export const CONTACT_SOURCES = ['import', 'published', 'commits'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

// Where a contact comes from, kept apart in the UI: 'import' (an operator's CSV/JSON file) or
// 'commits' (a core contributor derived from the project's commit history; never an e-mail).

export const CONTACT_SOURCES = ['import', 'commits'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

// Where a project contact came from: an imported list (kept apart, never touched by the engine)
// or the project's own commits (its core contributors).

export const CONTACT_SOURCES = ['import', 'commits'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

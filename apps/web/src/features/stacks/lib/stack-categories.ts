import type { StackCategoryKey, TechnologyProfile } from '@gitsignals/contracts';
import { STACK_CATEGORIES } from '@gitsignals/contracts/constants';

export interface StackSection {
  key: StackCategoryKey;
  title: string;
  technologies: string[];
  /** Technologies whose name matches the search (highlighted); empty without a search. */
  matches: string[];
}

/** Anchor of a category section, for the table of contents. */
export const sectionId = (key: string) => `stack-${key.replace(/_/g, '-')}`;

/**
 * The sections to show (spec section 5, stack search): a blank query shows every category; a
 * query keeps the categories whose title matches (all their technologies) or that have a
 * technology whose name matches (only those), case-insensitively.
 */
export function stackSections(profile: TechnologyProfile, query: string): StackSection[] {
  const q = query.trim().toLowerCase();
  const all = STACK_CATEGORIES.map((c) => ({
    key: c.key,
    title: c.title,
    technologies: profile[c.key] ?? [],
    matches: [] as string[],
  }));
  if (!q) return all;
  return all.flatMap((section) => {
    const matches = section.technologies.filter((t) => t.toLowerCase().includes(q));
    if (section.title.toLowerCase().includes(q)) return [{ ...section, matches }];
    return matches.length > 0 ? [{ ...section, technologies: matches, matches }] : [];
  });
}

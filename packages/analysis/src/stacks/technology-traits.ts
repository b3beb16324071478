// What the vocabulary and the rule pack say about a technology of a stored stack: its role
// (whether it can ever be a recommendation, ADR 040) and the languages it serves. A stack names
// technologies by category and name only, so this looks them up again.
import { isStackCategory, STACK_CATEGORY_REGISTRY, type TechnologyRole } from '@gitsignals/domain';
import { STACK_RULES } from './rules/index';

export interface TechnologyTraits {
  role: TechnologyRole;
  /** Languages a project must write for the technology to fit it; empty: any project. */
  languages: readonly string[];
  /** A firm known only from audit reports: a service the project hired, not a tool it uses. */
  auditFirm: boolean;
}

const key = (category: string, name: string) => `${category}\u0000${name.toLowerCase()}`;

const RULES = new Map(STACK_RULES.map((r) => [key(r.category, r.name), r]));

/**
 * The traits of a technology as a stack lists it. Chains and languages come from the category's
 * default role; a name the engine does not know is treated as generic, so it is never recommended.
 */
export function technologyTraits(category: string, name: string): TechnologyTraits {
  const rule = RULES.get(key(category, name));
  const fallback: TechnologyRole = isStackCategory(category)
    ? STACK_CATEGORY_REGISTRY[category].defaultRole
    : 'generic';
  // A name in a category the rule pack has no rule for is a chain or a language (or unknown).
  const known = rule !== undefined || category === 'layer_1s' || category === 'layer_2s';
  const role: TechnologyRole =
    rule?.role ?? (known || category === 'programming_languages' ? fallback : 'generic');
  const auditFirm =
    rule?.audits !== undefined &&
    [rule.npm, rule.cargo, rule.go, rule.pypi, rule.libraries, rule.files].every(
      (m) => m === undefined,
    );
  return { role, languages: rule?.languages ?? [], auditFirm };
}

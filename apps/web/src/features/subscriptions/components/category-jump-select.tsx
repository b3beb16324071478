import { categoryAnchorId, type CategoryGroup } from '../lib/filter-categories';
import { scrollToSection } from '../lib/scroll-to-section';

/**
 * The table of contents on phones, where there is no room for a sidebar: a native select opens
 * the system picker, and choosing a category scrolls to it like the sidebar links do.
 */
export function CategoryJumpSelect({ groups }: { groups: readonly CategoryGroup[] }) {
  if (groups.length < 2) return null;
  return (
    <select
      aria-label="Jump to category"
      value=""
      onChange={(event) => {
        if (event.target.value) scrollToSection(event.target.value);
      }}
      className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-56 md:text-sm"
    >
      <option value="">Jump to category…</option>
      {groups.map((group) => (
        <option key={group.category} value={categoryAnchorId(group.category)}>
          {group.category}
        </option>
      ))}
    </select>
  );
}

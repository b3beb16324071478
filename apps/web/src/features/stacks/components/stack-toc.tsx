import { scrollToCategory } from '../lib/scroll-to-category';
import { sectionId, type StackSection } from '../lib/stack-categories';

/** Only categories with technologies are listed (spec section 2). */
const listed = (sections: readonly StackSection[]) =>
  sections.filter((s) => s.technologies.length > 0);

/** Desktop: the table of contents beside the sections, one link per category. */
export function StackToc({ sections }: { sections: readonly StackSection[] }) {
  const items = listed(sections);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Table of contents">
      <h2 className="mb-2 text-sm font-semibold">Categories</h2>
      <ul className="space-y-0.5">
        {items.map((section) => (
          <li key={section.key}>
            <a
              href={`#${sectionId(section.key)}`}
              onClick={(event) => {
                event.preventDefault();
                scrollToCategory(sectionId(section.key));
              }}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="min-w-0 truncate">{section.title}</span>
              <span className="shrink-0 text-xs tabular-nums text-foreground">
                {section.technologies.length}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Phones: the same table of contents as a native select in the bar at the bottom. */
export function StackTocSelect({ sections }: { sections: readonly StackSection[] }) {
  const items = listed(sections);
  if (items.length === 0) return null;
  return (
    <select
      aria-label="Jump to category"
      value=""
      onChange={(event) => {
        if (event.target.value) scrollToCategory(event.target.value);
      }}
      className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
    >
      <option value="">Jump to category…</option>
      {items.map((section) => (
        <option key={section.key} value={sectionId(section.key)}>
          {section.title} ({section.technologies.length})
        </option>
      ))}
    </select>
  );
}

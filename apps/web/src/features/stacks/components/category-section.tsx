import type { StackEvidence } from '@gitsignals/contracts';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { sectionId, type StackSection } from '../lib/stack-categories';
import { TechnologyBadge } from './technology-badge';

type CategorySectionProps = {
  section: StackSection;
  open: boolean;
  /** Absent while searching: every matching section stays open then. */
  onToggle?: () => void;
  evidenceOf: (technology: string) => StackEvidence | undefined;
};

/** One category: a header that folds it, then its technologies as badges, or 'None'. */
export function CategorySection({ section, open, onToggle, evidenceOf }: CategorySectionProps) {
  const id = sectionId(section.key);
  const headingId = `${id}-heading`;
  const bodyId = `${id}-body`;
  const count = section.technologies.length;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-[100px] rounded-lg border bg-card text-card-foreground shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <h2 id={headingId} className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          aria-disabled={onToggle ? undefined : true}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-2.5 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span>{section.title}</span>
          <span className="flex items-center gap-2 text-sm font-normal text-muted-foreground">
            <span className="tabular-nums">{count}</span>
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('size-4 transition-transform', open ? 'rotate-180' : undefined)}
            />
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t px-4 py-2.5">
        {count === 0 ? (
          <p className="text-sm text-muted-foreground">None</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={`${section.title} technologies`}>
            {section.technologies.map((technology) => (
              <li key={technology}>
                <TechnologyBadge
                  name={technology}
                  highlighted={section.matches.includes(technology)}
                  evidence={evidenceOf(technology)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

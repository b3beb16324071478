import type { StackEvidence } from '@gitsignals/contracts';
import { useId, useState } from 'react';
import { badgeVariants } from '@/components/ui/badge';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

type TechnologyBadgeProps = {
  name: string;
  /** The technology matches the search: drawn highlighted. */
  highlighted: boolean;
  evidence: StackEvidence | undefined;
};

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** Each file once, with every rule it matched. */
function byFile(sources: StackEvidence['sources']): [string, string[]][] {
  const files = new Map<string, string[]>();
  for (const { file, rule } of sources) files.set(file, [...(files.get(file) ?? []), rule]);
  return [...files];
}

/**
 * A technology with the evidence behind it (files and rules, confidence), shown on hover, on
 * keyboard focus and on tap; Escape or a tap elsewhere closes it.
 */
export function TechnologyBadge({ name, highlighted, evidence }: TechnologyBadgeProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          aria-label={highlighted ? `${name} (matches your search)` : undefined}
          data-highlighted={highlighted || undefined}
          onMouseEnter={() => setOpen(true)}
          onMouseLeave={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onClick={() => setOpen(true)}
          className={cn(
            badgeVariants({ variant: 'outline' }),
            'cursor-default text-sm font-normal outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            highlighted &&
              'border-amber-400 bg-amber-100 font-medium text-amber-950 dark:border-amber-400/60 dark:bg-amber-400/20 dark:text-amber-100',
          )}
        >
          {name}
        </button>
      </PopoverAnchor>
      <PopoverContent
        id={contentId}
        side="top"
        className="w-80 max-w-[calc(100vw-2rem)] space-y-2 text-xs"
        // Hover and focus open it: focus stays on the badge so Tab moves on as usual.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <p className="text-sm font-medium">{name}</p>
        {evidence ? (
          <>
            <p className="text-muted-foreground">
              Confidence {percent(evidence.confidence)}
              {evidence.version ? ` · version ${evidence.version}` : null}
            </p>
            <ul className="space-y-1.5">
              {byFile(evidence.sources).map(([file, rules]) => (
                <li key={file} className="space-y-0.5">
                  <code className="block break-all font-mono text-[11px]">{file}</code>
                  <span className="text-muted-foreground">{rules.join('; ')}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-muted-foreground">No evidence recorded for this technology.</p>
        )}
      </PopoverContent>
    </Popover>
  );
}

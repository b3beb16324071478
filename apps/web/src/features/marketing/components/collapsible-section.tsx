import { ChevronDownIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A section of the about page whose heading is a disclosure button (WAI-ARIA accordion pattern:
 * a button with aria-expanded inside the heading, controlling the panel). Enter and Space toggle
 * it because it is a real button. Open by default so the whole page reads (and finds) as one.
 */
export function CollapsibleSection({
  title,
  description,
  defaultOpen = true,
  children,
}: {
  title: string;
  description?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  return (
    <section aria-labelledby={titleId} className="border-b last:border-b-0">
      <h2 id={titleId} className="text-xl font-semibold tracking-tight sm:text-2xl">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="group flex w-full items-center justify-between gap-4 rounded-md py-5 text-left outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {title}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-muted-foreground transition-transform group-hover:text-primary',
              open && 'rotate-180',
            )}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="space-y-5 pb-8">
        {description ? <p className="max-w-3xl text-muted-foreground">{description}</p> : null}
        {children}
      </div>
    </section>
  );
}

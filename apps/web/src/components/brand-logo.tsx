import { cn } from '@/lib/cn';
import { brand } from '@/content/marketing';

/** The GitSignals mark (same drawing as public/favicon.svg) with an optional wordmark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M7 20h4l3-9 4 14 3-8h4"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

export function BrandLogo({
  className,
  showName = true,
}: {
  className?: string;
  showName?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <BrandMark />
      {showName ? <span>{brand.name}</span> : <span className="sr-only">{brand.name}</span>}
    </span>
  );
}

import { cn } from '@/lib/cn';

type SectionHeadingProps = { id: string; title: string; description?: string; className?: string };

export function SectionHeading({ id, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl space-y-2 text-center', className)}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
}

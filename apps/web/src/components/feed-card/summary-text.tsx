import { cn } from '@/lib/cn';
import { cleanSummary } from '@/lib/feed-text';

/** Renders summary text cleaned per spec section 5: "label: text" lines get a bold label. */
export function SummaryText({ text, className }: { text: string; className?: string }) {
  const lines = cleanSummary(text);
  return (
    <div className={cn('space-y-1 text-sm text-muted-foreground', className)}>
      {lines.map((line, index) => (
        <p key={index}>
          {line.label ? (
            <strong className="font-semibold text-foreground">{line.label}: </strong>
          ) : null}
          {line.text}
        </p>
      ))}
    </div>
  );
}

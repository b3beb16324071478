import type { FeedTags } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { displayTags } from '@/lib/feed-tags';

type TagListProps = {
  tags: FeedTags;
  /** Names of the project (display name, owner, slug): tags containing them are hidden. */
  projectNames: readonly string[];
  /** Show at most this many, then "+N more"; omit to show all. */
  max?: number;
  className?: string;
};

/** Technology tags of a feed item, filtered and de-duplicated by the rules of spec section 5. */
export function TagList({ tags, projectNames, max, className }: TagListProps) {
  const all = displayTags(tags, projectNames);
  if (all.length === 0) return null;
  const shown = max === undefined ? all : all.slice(0, max);
  const hidden = all.length - shown.length;
  return (
    <ul aria-label="Technology tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary" className="font-normal">
            {tag}
          </Badge>
        </li>
      ))}
      {hidden > 0 ? (
        <li>
          <Badge variant="outline" className="font-normal text-muted-foreground">
            +{hidden} more
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '../lib/format';

type PagerProps = {
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  /** What is counted, plural ("projects"). */
  what: string;
};

/** "21–40 of 57 projects" with Previous and Next. */
export function Pager({ page, limit, total, hasMore, onPage, what }: PagerProps) {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${what}`
          : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${what}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

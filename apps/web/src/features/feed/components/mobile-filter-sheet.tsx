import { SlidersHorizontalIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { activeFilterCount, type FeedFilters } from '../lib/feed-filters';
import { FeedFilterControls } from './feed-filter-controls';

type MobileFilterSheetProps = {
  filters: FeedFilters;
  onChange: (next: FeedFilters) => void;
  onClear: () => void;
};

/** Below 768px the filters live in a bottom sheet titled 'Filter Options' (spec section 2). */
export function MobileFilterSheet({ filters, onChange, onClear }: MobileFilterSheetProps) {
  const count = activeFilterCount(filters);
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          Filters
          {count > 0 ? (
            <Badge
              variant="secondary"
              className="rounded-sm px-1.5 tabular-nums"
              aria-hidden="true"
            >
              {count}
            </Badge>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="bottom" className="gap-0">
        <SheetHeader>
          <SheetTitle>Filter Options</SheetTitle>
          <SheetDescription>Changes apply to the feed right away.</SheetDescription>
        </SheetHeader>
        <div className="px-4">
          <FeedFilterControls filters={filters} onChange={onChange} layout="stack" />
        </div>
        <SheetFooter className="flex-row justify-end">
          {count > 0 ? (
            <Button variant="ghost" onClick={onClear}>
              Clear filters
            </Button>
          ) : null}
          <SheetClose asChild>
            <Button>Done</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}

import { FEED_DAYS } from '@gitsignals/contracts/constants';
import { MultiSelect } from '@/components/ui/multi-select';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useFilterOptions } from '@/hooks/use-projects-metadata';
import { cn } from '@/lib/cn';
import { isFeedDays, type FeedFilters } from '../lib/feed-filters';

type FeedFilterControlsProps = {
  filters: FeedFilters;
  onChange: (next: FeedFilters) => void;
  /** 'row' in the desktop toolbar, 'stack' (full-width controls) in the mobile sheet. */
  layout: 'row' | 'stack';
};

/** Categories and Networks multi-selects and the days select (spec section 2, Home feed). */
export function FeedFilterControls({ filters, onChange, layout }: FeedFilterControlsProps) {
  const options = useFilterOptions();
  // While the options load (or if they fail) the multi-selects stay disabled rather than empty:
  // the feed itself still works unfiltered, and any filter from the URL still applies.
  const unavailable = !options.data;
  const control = layout === 'stack' ? 'w-full' : 'w-40';

  return (
    <div className={cn('flex gap-2', layout === 'stack' ? 'flex-col' : 'flex-wrap items-center')}>
      <MultiSelect
        label="Categories"
        options={options.data?.categories ?? []}
        value={filters.categories}
        onChange={(categories) => onChange({ ...filters, categories })}
        searchPlaceholder="Search categories…"
        disabled={unavailable}
        className={control}
      />
      <MultiSelect
        label="Networks"
        options={options.data?.networks ?? []}
        value={filters.networks}
        onChange={(networks) => onChange({ ...filters, networks })}
        searchPlaceholder="Search networks…"
        disabled={unavailable}
        className={control}
      />
      <Select
        value={String(filters.days)}
        onValueChange={(value) => {
          const days = Number(value);
          if (isFeedDays(days)) onChange({ ...filters, days });
        }}
      >
        <SelectTrigger aria-label="Time range" className={control}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FEED_DAYS.map((days) => (
            <SelectItem key={days} value={String(days)}>
              Last {days} days
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

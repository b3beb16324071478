import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useSession } from '@/hooks/use-session';
import { DailyFeed } from '../components/daily-feed';
import { FeedFilterControls } from '../components/feed-filter-controls';
import { FeedTabList } from '../components/feed-tab-list';
import { MobileFilterSheet } from '../components/mobile-filter-sheet';
import { PersonalFeed } from '../components/personal-feed';
import { NO_FILTERS, useFeedFilters } from '../hooks/use-feed-filters';
import { DEFAULT_FEED_TAB, isFeedTab, useFeedTab } from '../hooks/use-feed-tab';
import { activeFilterCount } from '../lib/feed-filters';

/** Home feed (/signals and /github-signals, spec section 2). */
export default function HomeFeedPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [filters, setFilters] = useFeedFilters();
  const user = session.status === 'authenticated' ? session.user : null;
  // The user's defaultFeed setting arrives with the settings issue; until then the spec default.
  const [tab, setTab] = useFeedTab(user ? DEFAULT_FEED_TAB : 'daily');
  const hasFilters = activeFilterCount(filters) > 0;
  const clearFilters = () => setFilters({ ...NO_FILTERS, days: filters.days });

  const onTabChange = (value: string) => {
    if (!isFeedTab(value)) return;
    if (value === 'personal' && !user) {
      // Spec sections 2 and 6: 'Your Feeds' while logged out asks the visitor to sign in.
      const from = `${location.pathname}${location.search}`;
      void navigate('/signin', { state: { from } });
      return;
    }
    setTab(value);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageTitle title="Signals" />
      {/* The 'Search Activity' panel of the next issue becomes a right-hand column beside this
          one; the grid counts its columns by the room it gets, so nothing here changes then. */}
      <div className="min-w-0 space-y-6">
        <header className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Signals</h1>
          <p className="text-muted-foreground">
            Plain-English summaries of what Web3 projects shipped, written daily from their public
            git activity.
          </p>
        </header>

        <Tabs value={tab} onValueChange={onTabChange} className="gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <FeedTabList />
            <div className="md:hidden">
              <MobileFilterSheet filters={filters} onChange={setFilters} onClear={clearFilters} />
            </div>
            <div className="hidden items-center gap-2 md:flex">
              <FeedFilterControls filters={filters} onChange={setFilters} layout="row" />
              {hasFilters ? (
                <Button variant="ghost" size="sm" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : null}
            </div>
          </div>
          <TabsContent value="daily">
            <DailyFeed filters={filters} onClearFilters={hasFilters ? clearFilters : undefined} />
          </TabsContent>
          {/* Always rendered: the tab's aria-controls must point at an element that exists. */}
          <TabsContent value="personal">
            {user ? <PersonalFeed userId={user.id} filters={filters} /> : null}
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

import { bottomBarPageClass } from '@/components/bottom-bar';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSession } from '@/hooks/use-session';
import { useSignInDialog } from '@/hooks/use-sign-in-dialog';
import { cn } from '@/lib/cn';
import { DailyFeed } from '../components/daily-feed';
import { FeedFilterControls } from '../components/feed-filter-controls';
import { FeedTabList } from '../components/feed-tab-list';
import { MobileFilterSheet } from '../components/mobile-filter-sheet';
import { PersonalFeed } from '../components/personal-feed';
import { SearchActivityBar, SearchActivityPanel } from '../components/search-activity-panel';
import { NO_FILTERS, useFeedFilters } from '../hooks/use-feed-filters';
import { DEFAULT_FEED_TAB, isFeedTab, useFeedTab } from '../hooks/use-feed-tab';
import { activeFilterCount } from '../lib/feed-filters';

/** Home feed (/signals and /github-signals, spec section 2). */
export default function HomeFeedPage() {
  const session = useSession();
  const signInDialog = useSignInDialog();
  const currentUser = useCurrentUser();
  const [filters, setFilters] = useFeedFilters();
  const user = session.status === 'authenticated' ? session.user : null;
  // Spec section 2: the default tab follows the user's defaultFeed and resets when it changes.
  const defaultFeed = (user && currentUser.data?.defaultFeed) || DEFAULT_FEED_TAB;
  const [tab, setTab] = useFeedTab(defaultFeed);
  const hasFilters = activeFilterCount(filters) > 0;
  const clearFilters = () => setFilters({ ...NO_FILTERS, days: filters.days });

  const onTabChange = (value: string) => {
    if (!isFeedTab(value)) return;
    if (value === 'personal' && !user) {
      // Spec sections 2 and 6: 'Your Feeds' while logged out opens the sign-in dialog.
      signInDialog.open({ mode: 'signin' });
      return;
    }
    setTab(value);
  };

  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:py-8', bottomBarPageClass)}>
      <PageTitle title="Signals" />
      <div className="grid gap-6 pb-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:pb-0">
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
        <div className="hidden lg:block">
          <div className="sticky top-6">
            <SearchActivityPanel />
          </div>
        </div>
      </div>
      <SearchActivityBar />
    </div>
  );
}

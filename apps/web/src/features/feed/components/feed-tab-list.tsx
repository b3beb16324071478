import { TabsList, TabsTrigger } from '@/components/ui/tabs';

export const DAILY_TAB_LABEL = 'Daily Feeds';
export const PERSONAL_TAB_LABEL = 'Your Feeds';

export function FeedTabList() {
  return (
    <TabsList aria-label="Feeds">
      <TabsTrigger value="daily">{DAILY_TAB_LABEL}</TabsTrigger>
      <TabsTrigger value="personal">{PERSONAL_TAB_LABEL}</TabsTrigger>
    </TabsList>
  );
}

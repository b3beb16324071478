import { PageTitle } from '@/components/page-title';
import { SettingsTabs } from '@/components/settings-tabs';
import { useAlerts } from '../api/get-alerts';
import { AlertsSection } from '../components/alerts-section';
import { ApiTokensSection } from '../components/api-tokens-section';
import { FeedUrlsSection } from '../components/feed-urls-section';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

/**
 * /settings/integrations (issue 17): alert rules, feed URLs and API tokens. Login only, like
 * /settings; `/settings#alerts` (the paused-rule e-mail's link) lands on its alerts (ADR 065).
 */
export default function IntegrationsPage() {
  const alerts = useAlerts();
  // The alerts section is the tallest: once it has its content, every anchor is where it stays.
  useScrollToHash(!alerts.isPending);

  return (
    <div className="mx-auto grid grid-cols-1 w-full max-w-3xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageTitle title="Alerts & integrations" />
      <header className="grid grid-cols-1 gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <SettingsTabs />
        <p className="text-muted-foreground">
          Alerts to e-mail, webhooks, Slack, Discord and Telegram; Atom and RSS feeds; API tokens.
        </p>
      </header>
      <AlertsSection />
      <FeedUrlsSection />
      <ApiTokensSection />
    </div>
  );
}

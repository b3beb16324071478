import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { usePersonalFeed } from '../hooks/use-personal-feed';
import { formatDateTime } from '../lib/format-time';
import { ConfirmDialog } from './confirm-dialog';
import { CopyField } from './copy-field';
import { IntegrationSection } from './integration-section';
import { ListSkeleton } from './list-skeleton';

/** The public daily feed as Atom and RSS, absolute so a feed reader can take it as it is. */
function PublicFeedUrls() {
  const origin = window.location.origin;
  return (
    <div className="grid grid-cols-1 gap-3">
      <h3 className="text-sm font-semibold">Public daily feed</h3>
      <CopyField label="Public Atom feed" value={`${origin}/feeds.atom`} />
      <CopyField label="Public RSS feed" value={`${origin}/feeds.rss`} />
      <p className="text-xs text-muted-foreground">
        Add <code className="font-mono">?categories=DEX&amp;priority=high</code> (or networks,
        projects, signals) to narrow it, as in the feed API.
      </p>
    </div>
  );
}

/** The personal feed: its private URLs with New URL and Revoke, or the button to make them. */
function PersonalFeedUrls() {
  const personal = usePersonalFeed();
  const { feed } = personal;
  let body;
  if (feed.isError) {
    body = (
      <LoadErrorAlert
        title="Failed to load your private feed URL"
        message={feed.error.message}
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  } else if (feed.data === undefined) {
    body = <ListSkeleton label="Loading your private feed URL" rows={1} />;
  } else if (feed.data === null) {
    body = (
      <div className="grid grid-cols-1 justify-items-start gap-2">
        <p className="text-sm text-muted-foreground">
          Your own feed (the projects you subscribe to) at a private address for any feed reader.
        </p>
        <Button busy={personal.creating} onClick={personal.makeUrls}>
          Create private feed URL
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <CopyField label="Private Atom feed" value={feed.data.atom} />
        <CopyField label="Private RSS feed" value={feed.data.rss} />
        <p className="text-xs text-muted-foreground">
          Made {formatDateTime(feed.data.createdAt)}. Anyone with this address can read your feed:
          keep it private.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => personal.setConfirm('replace')}>
            New URL
          </Button>
          <Button variant="outline" onClick={() => personal.setConfirm('revoke')}>
            Revoke
          </Button>
        </div>
      </>
    );
  }
  const replacing = personal.confirm === 'replace';
  return (
    <div className="grid grid-cols-1 gap-3">
      <h3 className="text-sm font-semibold">Your private feed</h3>
      {body}
      <ConfirmDialog
        open={personal.confirm !== null}
        onOpenChange={(open) => (open ? undefined : personal.setConfirm(null))}
        title={replacing ? 'Make a new private feed URL?' : 'Revoke your private feed URL?'}
        description={
          replacing
            ? 'The current URL stops working at once; feed readers using it need the new one.'
            : 'The URL stops working at once. You can make a new one later.'
        }
        confirmLabel={replacing ? 'Make new URL' : 'Revoke URL'}
        onConfirm={replacing ? personal.makeUrls : personal.revokeUrls}
        busy={replacing ? personal.creating : personal.revoking}
      />
    </div>
  );
}

export function FeedUrlsSection() {
  return (
    <IntegrationSection
      id="feeds"
      title="Feed URLs"
      description="Follow GitSignals in a feed reader, Slack's RSS app or any tool that reads Atom or RSS."
    >
      <PublicFeedUrls />
      <PersonalFeedUrls />
    </IntegrationSection>
  );
}

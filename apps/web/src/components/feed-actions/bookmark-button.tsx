import type { FeedItem } from '@gitsignals/contracts';
import { BookmarkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useBookmarkedIds, useToggleBookmark } from '@/hooks/use-bookmarks';
import { useSession } from '@/hooks/use-session';
import { useSignInRedirect } from '@/hooks/use-sign-in-redirect';
import { cn } from '@/lib/cn';

/**
 * Bookmark toggle of a feed (spec sections 2 and 4). A toggle button: `aria-pressed` says whether
 * the feed is bookmarked. Logged-out readers go to /signin and come back (spec section 6).
 */
export function BookmarkButton({ feed, className }: { feed: FeedItem; className?: string }) {
  const session = useSession();
  const signIn = useSignInRedirect();
  const bookmarks = useBookmarkedIds();
  const toggle = useToggleBookmark();
  const signedIn = session.status === 'authenticated';
  const saved = signedIn && bookmarks.ids.has(feed.id);
  // One endpoint both saves and removes: until the saved list is known, a click could remove a bookmark.
  const busy = signedIn && (!bookmarks.isReady || toggle.isPending);

  const onClick = () => {
    if (!signedIn) return signIn();
    if (busy) return;
    toggle.mutate({ feed, wasSaved: saved });
  };

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Bookmark"
          aria-pressed={saved}
          // aria-disabled rather than disabled: keyboard focus stays on the button meanwhile.
          aria-disabled={busy || undefined}
          onClick={onClick}
          className={className}
        >
          <BookmarkIcon aria-hidden="true" className={cn(saved && 'fill-current text-primary')} />
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {!signedIn ? 'Sign in to bookmark' : saved ? 'Remove bookmark' : 'Bookmark'}
      </TooltipContent>
    </Tooltip>
  );
}

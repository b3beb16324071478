import type { FeedItem } from '@gitsignals/contracts';
import { ArrowLeftIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { BookmarkButton, ShareButton } from '@/components/feed-actions';
import { Button } from '@/components/ui/button';

/**
 * Back, share and bookmark (spec section 2, Feed detail). Share and bookmark only make sense
 * for an item that exists, so they appear once it has loaded (`feed` given).
 */
export function DetailToolbar({ feed }: { feed?: FeedItem }) {
  const navigate = useNavigate();
  const location = useLocation();

  // 'default' is the key of the first page of a visit: there is no in-app page to go back to.
  const goBack = () => void (location.key === 'default' ? navigate('/signals') : navigate(-1));

  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      {feed ? (
        <div className="flex items-center gap-1">
          <ShareButton />
          <BookmarkButton feed={feed} />
        </div>
      ) : null}
    </div>
  );
}

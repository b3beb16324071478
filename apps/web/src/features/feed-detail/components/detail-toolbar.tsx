import { ArrowLeftIcon, BookmarkIcon, Share2Icon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSession } from '@/hooks/use-session';
import { useShareLink } from '../hooks/use-share-link';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';

/**
 * Back, share and bookmark (spec section 2, Feed detail). Share and bookmark only make sense
 * for an item that exists, so they appear once it has loaded.
 */
export function DetailToolbar({ showActions }: { showActions: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const share = useShareLink();
  const signIn = useSignInRedirect();
  const session = useSession();

  // 'default' is the key of the first page of a visit: there is no in-app page to go back to.
  const goBack = () => void (location.key === 'default' ? navigate('/signals') : navigate(-1));

  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      {showActions ? (
        <div className="flex items-center gap-1">
          <Tooltip>
            <TooltipTrigger asChild>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Share"
                onClick={() => void share()}
              >
                <Share2Icon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>Copy link</TooltipContent>
          </Tooltip>
          <Tooltip>
            <TooltipTrigger asChild>
              {/* Saving bookmarks arrives with the bookmarks issue; logged-out readers sign in first. */}
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Bookmark"
                aria-disabled={session.status === 'authenticated' || undefined}
                onClick={session.status === 'authenticated' ? undefined : signIn}
              >
                <BookmarkIcon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>
              {session.status === 'authenticated'
                ? 'Bookmarks are coming soon'
                : 'Sign in to bookmark'}
            </TooltipContent>
          </Tooltip>
        </div>
      ) : null}
    </div>
  );
}

import { Share2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useShareLink } from '@/hooks/use-share-link';

/** Copies a link (spec section 8: 'Link Copied' or 'Share Failed'); `path` defaults to this page. */
export function ShareButton({ path, className }: { path?: string; className?: string }) {
  const share = useShareLink();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Share"
          onClick={() => void share(path)}
          className={className}
        >
          <Share2Icon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Copy link</TooltipContent>
    </Tooltip>
  );
}

import type { TelegramLink } from '@gitsignals/contracts';
import { ExternalLinkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type TelegramLinkPanelProps = {
  link: TelegramLink;
  onRestart: () => void;
  onCancel: () => void;
};

/** The one-time code, the bot's t.me link, and what is happening while we wait for the bot. */
export function TelegramLinkPanel({ link, onRestart, onCancel }: TelegramLinkPanelProps) {
  if (link.status === 'expired') {
    return (
      <div role="status" className="grid grid-cols-1 gap-2 rounded-md border p-3 text-sm">
        <p>The code {link.code} expired before the bot received it.</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onRestart}>
            Get a new code
          </Button>
          <Button size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-2 rounded-md border p-3 text-sm">
      <p>
        Open the bot in Telegram and press Start, or send it{' '}
        <code className="rounded bg-muted px-1 font-mono">/start {link.code}</code> from the chat
        that should receive the alerts (add the bot to a group first for a group chat).
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" asChild>
          <a href={link.link} target="_blank" rel="noreferrer">
            Open Telegram
            <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" decorative />
        Waiting for the bot to see the code…
      </p>
    </div>
  );
}

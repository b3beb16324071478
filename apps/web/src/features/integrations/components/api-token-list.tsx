import type { ApiToken } from '@gitsignals/contracts';
import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../lib/format-time';

function expiryText(expiresAt: string | null): string {
  if (expiresAt === null) return 'Never';
  const text = formatDateTime(expiresAt);
  return Date.parse(expiresAt) <= Date.now() ? `Expired ${text}` : text;
}

/** The tokens as stacked rows: they stay readable at phone width without a sideways scroll. */
export function ApiTokenList({
  tokens,
  onDelete,
}: {
  tokens: readonly ApiToken[];
  onDelete: (token: ApiToken) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label="Your API tokens">
      {tokens.map((token) => (
        <li
          key={token.id}
          className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3"
        >
          <div className="grid grid-cols-1 min-w-0 gap-1">
            <p className="font-medium break-words">{token.name}</p>
            <code className="font-mono text-xs text-muted-foreground">{token.preview}</code>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Created</dt>
                <dd>{formatDateTime(token.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Last used</dt>
                <dd>{formatDateTime(token.lastUsedAt, 'Never')}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Expires</dt>
                <dd>{expiryText(token.expiresAt)}</dd>
              </div>
            </dl>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            aria-label={`Delete token ${token.name}`}
            onClick={() => onDelete(token)}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}

import type { Listing } from '@gitsignals/contracts';
import { CalendarIcon, ExternalLinkIcon, LayersIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import {
  additionalInfoOf,
  contactLinks,
  splitCoinName,
  type ContactLink,
} from '../lib/listing-fields';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One listing (spec section 3): coin and ticker, platform, trading start, whether it came in bulk
 * (with the list's first version, or many tokens in one commit; ADR 036), details and links.
 */
export function ListingCard({ listing }: { listing: Listing }) {
  const { name, ticker } = splitCoinName(listing.coin_name);
  const info = additionalInfoOf(listing.additional_info);
  // A link the card already shows as 'View listing' is not repeated among the contacts.
  const contacts = contactLinks(listing.contact_info).filter((c) => c.href !== listing.url);

  return (
    <Card className="gap-3" data-listing-id={listing.id}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="max-w-full truncate">
            {listing.platform}
          </Badge>
          {listing.trading_start_time ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <CalendarIcon aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Trading start: </span>
              <time dateTime={listing.trading_start_time}>
                {formatDate(listing.trading_start_time)}
              </time>
            </span>
          ) : null}
          {listing.bulk ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <LayersIcon aria-hidden="true" className="size-3.5 shrink-0" />
              {listing.bulk.label}
            </span>
          ) : null}
        </div>
        <CardTitle as="h2" className="text-base break-words">
          {name}
          {ticker ? ' ' : null}
          {ticker ? (
            <span className="font-mono text-sm font-normal text-muted-foreground">({ticker})</span>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {listing.description ? (
          <p className="break-words text-muted-foreground">{listing.description}</p>
        ) : null}
        {info && 'text' in info ? <p className="break-words">{info.text}</p> : null}
        {info && 'entries' in info ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            {info.entries.map((entry) => (
              <div key={entry.label} className="contents">
                <dt className="text-muted-foreground">{entry.label}</dt>
                <dd
                  className={entry.long ? 'truncate font-mono text-xs leading-5' : 'break-words'}
                  title={entry.long ? entry.value : undefined}
                >
                  {entry.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {listing.url || contacts.length > 0 ? (
          <ListingLinks name={name} url={listing.url} contacts={contacts} />
        ) : null}
      </CardContent>
    </Card>
  );
}

type ListingLinksProps = {
  /** The coin's name, for the list's accessible name. */
  name: string;
  url: string | null;
  contacts: ContactLink[];
};

/** 'View listing', then the contacts: links where they have an address, text otherwise. */
function ListingLinks({ name, url, contacts }: ListingLinksProps) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={`Links for ${name}`}>
      {url ? (
        <li>
          <a
            href={url}
            {...external}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            View listing
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </a>
        </li>
      ) : null}
      {contacts.map((c) => (
        <li key={c.label}>
          {c.href ? (
            <a
              href={c.href}
              {...external}
              className="text-primary underline-offset-4 hover:underline"
            >
              {c.label}
            </a>
          ) : (
            <span>
              {c.label}: {c.text}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Room for the first cards while they load. */
export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" className="@container">
      <span className="sr-only">Loading token listings</span>
      <div className="grid grid-cols-1 gap-4 @2xl:grid-cols-2 @4xl:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="h-40 animate-pulse rounded-lg border bg-muted/40" />
        ))}
      </div>
    </div>
  );
}

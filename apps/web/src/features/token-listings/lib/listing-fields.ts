import type { Listing } from '@gitsignals/contracts';

export type ContactLink = { label: string; href: string | null; text: string };

const CONTACT_LABELS: Record<string, string> = {
  website: 'Website',
  telegram: 'Telegram',
  twitter: 'Twitter',
  block_explorer: 'Block explorer',
};

const isHttpUrl = (v: string) => /^https?:\/\/\S+$/i.test(v);

/** Handles become links: '@name' on Telegram or Twitter; anything else that is no URL stays text. */
function hrefOf(field: string, value: string): string | null {
  if (isHttpUrl(value)) return value;
  const handle = /^@?([A-Za-z0-9_]{1,64})$/.exec(value)?.[1];
  if (!handle) return null;
  if (field === 'twitter') return `https://x.com/${handle}`;
  if (field === 'telegram') return `https://t.me/${handle}`;
  return null;
}

/**
 * The contact links of a listing (spec section 3: website, telegram, twitter, block_explorer, with
 * capitalised variants such as 'Website' or 'Block_Explorer'), in that order.
 */
export function contactLinks(info: Listing['contact_info']): ContactLink[] {
  if (!info) return [];
  const byField = new Map<string, string>();
  for (const [key, value] of Object.entries(info)) {
    const field = key
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    if (typeof value === 'string' && value.trim() && !byField.has(field)) {
      byField.set(field, value.trim());
    }
  }
  return Object.keys(CONTACT_LABELS)
    .filter((field) => byField.has(field))
    .map((field) => {
      const value = byField.get(field)!;
      return { label: CONTACT_LABELS[field]!, href: hrefOf(field, value), text: value };
    });
}

/** 'Wrapped Ether (WETH)' → name 'Wrapped Ether', ticker 'WETH'. */
export function splitCoinName(coinName: string): { name: string; ticker: string | null } {
  const match = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(coinName);
  return match ? { name: match[1]!, ticker: match[2]! } : { name: coinName, ticker: null };
}

const LABELS: Record<string, string> = {
  chain: 'Chain',
  chainId: 'Chain id',
  address: 'Address',
  symbol: 'Symbol',
  decimals: 'Decimals',
  commit: 'Commit',
  list_file: 'List file',
};

function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type InfoEntry = { label: string; value: string; long: boolean };

/** additional_info as rows (an object) or one paragraph (a string). */
export function additionalInfoOf(
  info: Listing['additional_info'],
): { text: string } | { entries: InfoEntry[] } | null {
  if (info === null || info === undefined) return null;
  if (typeof info === 'string') return info.trim() ? { text: info } : null;
  // Stored objects come back with their keys reordered (jsonb): known keys go first, in this order.
  const order = Object.keys(LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = Object.entries(info)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ label: labelOf(key), value: textOf(value), long: false }))
    .filter((e) => e.value !== '')
    .map((e) => ({ ...e, long: e.value.length > 24 && !/\s/.test(e.value) }));
  return entries.length > 0 ? { entries } : null;
}

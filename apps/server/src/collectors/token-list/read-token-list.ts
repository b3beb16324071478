// One version of a token list: the Uniswap token-list format (a JSON file `{ name, tokens: [{
// chainId, address, name, symbol, decimals, logoURI }] }`), or a bare array of such tokens (as
// Uniswap/default-token-list keeps them in src/tokens/<chain>.json).

export interface ListToken {
  chainId: number;
  address: string;
  name: string;
  symbol: string;
  decimals: number | null;
}

/** The list's identity for a token: its chain and address, the address compared without case. */
export const tokenKey = (t: { chainId: number; address: string }) =>
  `${t.chainId}:${t.address.toLowerCase()}`;

function tokenOf(entry: unknown): ListToken | null {
  const o = (entry ?? {}) as Record<string, unknown>;
  const chainId = typeof o.chainId === 'number' ? o.chainId : Number(o.chainId);
  if (
    !Number.isInteger(chainId) ||
    typeof o.address !== 'string' ||
    o.address.trim() === '' ||
    typeof o.name !== 'string' ||
    typeof o.symbol !== 'string'
  ) {
    return null;
  }
  return {
    chainId,
    address: o.address.trim(),
    name: o.name.trim(),
    symbol: o.symbol.trim(),
    decimals: typeof o.decimals === 'number' ? o.decimals : null,
  };
}

/** A list file's tokens and name; null when the text is no token list. */
export function readTokenList(
  text: string,
): { name: string | null; tokens: ListToken[]; malformed: number } | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(data)) data = { tokens: data };
  if (!data || typeof data !== 'object' || !Array.isArray((data as { tokens?: unknown }).tokens)) {
    return null;
  }
  const list = data as { name?: unknown; tokens: unknown[] };
  const tokens: ListToken[] = [];
  let malformed = 0;
  for (const entry of list.tokens) {
    const token = tokenOf(entry);
    if (token) tokens.push(token);
    else malformed += 1;
  }
  return { name: typeof list.name === 'string' ? list.name.trim() : null, tokens, malformed };
}

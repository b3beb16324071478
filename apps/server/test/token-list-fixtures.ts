// Tokens and a token-list repository for the token-list tests, built with real git: a list that
// starts as one named file, is split into per-chain files (bare arrays), gains a token through a
// merged branch, a batch of 30 tokens in one commit and one more token after it, while a file
// outside the list's glob changes too.
import { History, sha } from '../testing/collect-git-fixtures';

export const USDC = {
  chainId: 10,
  address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
};
export const WETH = {
  chainId: 1,
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  name: 'Wrapped Ether',
  symbol: 'WETH',
  decimals: 18,
};
export const DAI = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  name: 'Dai Stablecoin',
  symbol: 'DAI',
  decimals: 18,
};
export const OP = {
  chainId: 10,
  address: '0x4200000000000000000000000000000000000042',
  name: 'Optimism',
  symbol: 'OP',
  decimals: 18,
};
export const BASE_USDC = {
  chainId: 8453,
  address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
};
const ODD = {
  chainId: 999_999,
  address: '0x1111111111111111111111111111111111111111',
  name: 'Odd Chain Token',
  symbol: 'ODD',
  decimals: 18,
};

/** Thirty tokens added in one commit: a batch (BULK_ADDITION_MIN_TOKENS). */
export const BATCH = Array.from({ length: 30 }, (_, i) => ({
  chainId: 10,
  address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
  name: `Batch Token ${i}`,
  symbol: `B${i}`,
  decimals: 18,
}));

export interface MultiFileList {
  dir: string;
  /** The merge commit that brought tokens/base.json to main. */
  merge: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The list's files are `list.json` (its first version) and `tokens/*.json` (per chain). */
export function buildMultiFileList(dir: string): MultiFileList {
  const h = new History();
  h.commit({
    at: '2024-01-01T00:00:00Z',
    message: 'first list',
    files: { 'list.json': json({ name: 'Multi List', tokens: [WETH] }) },
  });
  const split = h.commit({
    at: '2024-02-01T00:00:00Z',
    message: 'one file per chain, add DAI',
    files: { 'list.json': null, 'tokens/mainnet.json': json([WETH, DAI]) },
  });
  const branch = h.commit({
    branch: 'add-base',
    from: split,
    at: '2024-03-01T00:00:00Z',
    message: 'add Base USDC',
    files: { 'tokens/base.json': json([BASE_USDC]) },
  });
  h.commit({ at: '2024-03-05T00:00:00Z', message: 'readme', files: { 'README.md': '# list\n' } });
  h.commit({
    at: '2024-03-10T00:00:00Z',
    message: 'Merge add-base',
    merge: branch,
    files: { 'tokens/base.json': json([BASE_USDC]) },
  });
  h.commit({
    at: '2024-04-01T00:00:00Z',
    message: 'thirty tokens at once',
    files: { 'tokens/optimism.json': json(BATCH) },
  });
  h.commit({
    at: '2024-05-01T00:00:00Z',
    message: 'add OP',
    files: { 'tokens/optimism.json': json([...BATCH, OP]) },
  });
  h.commit({
    at: '2024-05-15T00:00:00Z',
    message: 'notes are no list',
    files: { 'notes/tokens.json': json([ODD]) },
  });
  h.writeTo(dir);
  return { dir, merge: sha(dir, 'main~3') };
}

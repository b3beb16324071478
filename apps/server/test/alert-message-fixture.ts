// Alert messages for the channel tests: one realistic item, and as many more as a test needs.
import type { AlertItem, AlertMessage } from '../src/alert-channels/channel';

export function alertItem(overrides: Partial<AlertItem> = {}): AlertItem {
  return {
    id: 'item-uniswap-2025-03-04',
    title: 'Uniswap ships v4 hooks audit fixes',
    summary: 'Three audit findings in the hooks contracts were fixed and a release was tagged.',
    signals: ['security_fix', 'release'],
    priority: 'high',
    project: { slug: 'uniswap', name: 'Uniswap' },
    url: 'https://gitsignals.example/feeds/item-uniswap-2025-03-04',
    commitUrls: [
      'https://github.com/Uniswap/v4-core/commit/1111111111111111111111111111111111111111',
      'https://github.com/Uniswap/v4-core/commit/2222222222222222222222222222222222222222',
    ],
    analysisDate: '2025-03-04',
    ...overrides,
  };
}

export function alertMessage(overrides: Partial<AlertMessage> = {}): AlertMessage {
  return {
    deliveryId: 'dlv_0001',
    kind: 'instant',
    rule: { id: 'rule_1', name: 'Uniswap security' },
    items: [alertItem()],
    manageUrl: 'https://gitsignals.example/settings/alerts',
    ...overrides,
  };
}

/** `count` distinct items, e.g. for a busy day's daily message. */
export const manyItems = (count: number, overrides: Partial<AlertItem> = {}): AlertItem[] =>
  Array.from({ length: count }, (_, i) =>
    alertItem({ id: `item-${i}`, title: `Item ${i}: ${alertItem().title}`, ...overrides }),
  );

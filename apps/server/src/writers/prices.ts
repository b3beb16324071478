// List prices per million tokens (USD, standard tier, no batch or cache discounts) as the
// providers published them in 2025-2026; what an llm_calls row's cost_usd is computed from.
// Check the provider's price page before budgeting: prices change, this table does not.

interface Price {
  input: number;
  output: number;
}

const PRICES: Record<string, Price> = {
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5.1': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'claude-opus-4': { input: 15, output: 75 },
  'claude-opus-4-5': { input: 5, output: 25 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'gemini-2.5-pro': { input: 1.25, output: 10 },
  'gemini-2.5-flash': { input: 0.3, output: 2.5 },
  'gemini-2.5-flash-lite': { input: 0.1, output: 0.4 },
  'gemini-2.0-flash': { input: 0.1, output: 0.4 },
};

// Longest key first, so 'gpt-4.1-mini-2025-04-14' is priced as gpt-4.1-mini, not gpt-4.1.
const KEYS = Object.keys(PRICES).sort((a, b) => b.length - a.length);

/** The price of a model id (dated and suffixed ids match their family), or null when unknown. */
export function priceOf(model: string): Price | null {
  const id = model.toLowerCase().replace(/^models\//, '');
  const key = KEYS.find((k) => id === k || id.startsWith(`${k}-`) || id.startsWith(`${k}@`));
  return key === undefined ? null : (PRICES[key] ?? null);
}

/** USD for one call; 0 when the model is not in the table (the caller warns once). */
export function costOf(model: string, inputTokens: number, outputTokens: number): number {
  const price = priceOf(model);
  if (price === null) return 0;
  return (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
}

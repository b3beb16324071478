// Each configured LLM: the writer's (LLM_PROVIDER, LLM_MODEL) and every insights-test family whose
// key is set, called once with a one-token answer through the same model factory the server uses
// (so LLM_BASE_URL stand-ins and gateways are what is checked), its cost from writers/prices.ts.
import { APICallError, generateText } from 'ai';
import type { Env } from '../env';
import { FAMILIES, insightsTestConfigOf, llmConfigOf } from '../insights-test/models';
import type { LlmConfig, LlmProvider } from '../writers/llm-config';
import { writerConfigOf } from '../writers/llm-config';
import { languageModelOf } from '../writers/llm-model';
import { costOf, priceOf } from '../writers/prices';
import { fail, ok, reasonOf, warn, type CheckResult } from './check';

const KEY_VARIABLE: Record<LlmProvider, string> = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  'openai-compatible': 'LLM_API_KEY',
};

export interface LlmTarget {
  config: LlmConfig;
  /** What the server uses it for: `feed text`, `insights test`… */
  roles: string[];
  /** The variable naming its model. */
  modelVariable: string;
}

/** The models this configuration calls, each once (a model shared by two roles is one line). */
export function llmTargetsOf(env: Env): LlmTarget[] {
  const targets: LlmTarget[] = [];
  const add = (config: LlmConfig, role: string, modelVariable: string) => {
    const same = targets.find(
      (t) =>
        t.config.provider === config.provider &&
        t.config.model === config.model &&
        t.config.baseUrl === config.baseUrl,
    );
    if (same) same.roles.push(role);
    else targets.push({ config, roles: [role], modelVariable });
  };
  const writer = writerConfigOf(env);
  if (writer.provider !== 'local') {
    add(
      writer,
      env.CLASSIFIER === 'llm' ? 'feed text and classification' : 'feed text',
      'LLM_MODEL',
    );
  }
  const insights = insightsTestConfigOf(env);
  for (const family of Object.keys(FAMILIES) as (keyof typeof FAMILIES)[]) {
    const config = llmConfigOf(insights, family);
    if (config.ok) add(config.llm, 'insights test', FAMILIES[family].modelVariable);
  }
  return targets;
}

/** OpenAI's Responses API refuses max_output_tokens below 16; the others take 1. */
const outputTokensFor = (provider: LlmProvider) => (provider === 'openai' ? 16 : 1);

function fixFor(target: LlmTarget, error: unknown): string {
  const { provider } = target.config;
  const status = APICallError.isInstance(error) ? error.statusCode : undefined;
  if (status === 401 || status === 403)
    return `check ${KEY_VARIABLE[provider]} (the provider refused it)`;
  if (status === 404)
    return `check ${target.modelVariable} (the provider does not know this model) and LLM_BASE_URL if set`;
  if (status === 429)
    return "the key works but is rate-limited or out of credit: check the provider's billing page";
  if (target.config.baseUrl)
    return 'check LLM_BASE_URL (is the server running and is the address right, …/v1?)';
  return "check this machine's network access to the provider";
}

export async function checkLlm(target: LlmTarget, timeoutMs: number): Promise<CheckResult> {
  const { config } = target;
  const name = `LLM ${config.provider}:${config.model}`;
  const via = config.baseUrl ? ` via ${config.baseUrl}` : '';
  try {
    const result = await generateText({
      model: languageModelOf(config),
      prompt: 'Reply with the word OK.',
      maxOutputTokens: outputTokensFor(config.provider),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    const input = result.usage.inputTokens ?? 0;
    const output = result.usage.outputTokens ?? 0;
    const tokens = `${input} in + ${output} out tokens`;
    const found = `answers${via} (${target.roles.join(', ')}); ${tokens}`;
    const price = priceOf(config.model);
    if (!price && config.provider === 'openai-compatible') {
      // Often a local model (Ollama, vLLM) that costs nothing per call.
      return ok(name, `${found}, cost not in writers/prices.ts (its calls are recorded at $0)`);
    }
    if (!price) {
      return warn(
        name,
        `${found}, cost unknown: the model is not in writers/prices.ts, so its calls are recorded at $0`,
        'add its price to apps/server/src/writers/prices.ts to keep spend and CLASSIFIER_DAILY_BUDGET_USD honest',
      );
    }
    const cost = costOf(config.model, input, output);
    return ok(
      name,
      `${found} cost $${cost.toFixed(6)} ($${price.input}/$${price.output} per million in/out)`,
    );
  } catch (error) {
    const status = APICallError.isInstance(error) ? `HTTP ${error.statusCode}: ` : '';
    return fail(name, `did not answer${via}: ${status}${reasonOf(error)}`, fixFor(target, error));
  }
}

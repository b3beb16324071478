// The insights test page's three model families (spec section 2) and how each is set up: a
// family runs through its provider (the writers' model factory) when that provider's key is
// set; otherwise asking it answers that the model is not enabled on this server (the variable
// to set goes to the log), instead of failing at start-up (the page is optional, the rest of the
// app must not depend on three API keys).
import {
  INSIGHTS_TEST_MODEL_FAMILIES,
  modelNotEnabledMessage,
  type InsightsTestModel,
} from '@gitsignals/contracts';
import type { Env } from '../env';
import type { LlmConfig } from '../writers/llm-config';

type FamilyProvider = 'openai' | 'anthropic' | 'google';

interface Family {
  /** What users read: "The Claude model isn't enabled on this GitSignals server." */
  label: string;
  provider: FamilyProvider;
  keyVariable: string;
  modelVariable: string;
}

export const FAMILIES: Record<InsightsTestModel, Family> = {
  openai: {
    label: INSIGHTS_TEST_MODEL_FAMILIES.openai,
    provider: 'openai',
    keyVariable: 'OPENAI_API_KEY',
    modelVariable: 'INSIGHTS_OPENAI_MODEL',
  },
  claude: {
    label: INSIGHTS_TEST_MODEL_FAMILIES.claude,
    provider: 'anthropic',
    keyVariable: 'ANTHROPIC_API_KEY',
    modelVariable: 'INSIGHTS_CLAUDE_MODEL',
  },
  gemini: {
    label: INSIGHTS_TEST_MODEL_FAMILIES.gemini,
    provider: 'google',
    keyVariable: 'GOOGLE_GENERATIVE_AI_API_KEY',
    modelVariable: 'INSIGHTS_GEMINI_MODEL',
  },
};

export interface ModelSetup {
  provider: FamilyProvider;
  /** The provider's model id. */
  model: string;
  apiKey: string | undefined;
  /** Another address for the provider's API root (…/v1, …/v1beta); the provider's own when unset. */
  baseUrl?: string | undefined;
}

export interface InsightsTestConfig {
  models: Record<InsightsTestModel, ModelSetup>;
  /** One call, retries included. */
  timeoutMs: number;
  maxRetries: number;
}

/** Nothing configured: every family answers with the variable to set (the tests' default). */
export function unconfiguredInsightsTest(): InsightsTestConfig {
  const setup = (provider: FamilyProvider, model: string): ModelSetup => ({
    provider,
    model,
    apiKey: undefined,
  });
  return {
    models: {
      openai: setup('openai', 'gpt-5-mini'),
      claude: setup('anthropic', 'claude-sonnet-4-5'),
      gemini: setup('google', 'gemini-2.5-flash'),
    },
    timeoutMs: 60_000,
    maxRetries: 2,
  };
}

export function insightsTestConfigOf(env: Env): InsightsTestConfig {
  const keys: Record<FamilyProvider, string | undefined> = {
    openai: env.OPENAI_API_KEY,
    anthropic: env.ANTHROPIC_API_KEY,
    google: env.GOOGLE_GENERATIVE_AI_API_KEY,
  };
  const setup = (provider: FamilyProvider, model: string): ModelSetup => ({
    provider,
    model,
    apiKey: keys[provider],
    // LLM_BASE_URL points the writer's provider elsewhere (a proxy, a gateway): the same family here.
    baseUrl: env.LLM_PROVIDER === provider ? env.LLM_BASE_URL : undefined,
  });
  return {
    models: {
      openai: setup('openai', env.INSIGHTS_OPENAI_MODEL),
      claude: setup('anthropic', env.INSIGHTS_CLAUDE_MODEL),
      gemini: setup('google', env.INSIGHTS_GEMINI_MODEL),
    },
    timeoutMs: env.INSIGHTS_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
  };
}

/** Whether each family can run here: its provider's key is set. */
export function enabledModels(config: InsightsTestConfig): Record<InsightsTestModel, boolean> {
  return {
    openai: Boolean(config.models.openai.apiKey),
    claude: Boolean(config.models.claude.apiKey),
    gemini: Boolean(config.models.gemini.apiKey),
  };
}

/**
 * The writers' LlmConfig for a family; or, without its key, the user's message and the
 * operator's: "The Claude model isn't enabled on this GitSignals server." and "set
 * ANTHROPIC_API_KEY (model INSIGHTS_CLAUDE_MODEL=claude-sonnet-4-5) to enable it".
 */
export function llmConfigOf(
  config: InsightsTestConfig,
  model: InsightsTestModel,
): { ok: true; llm: LlmConfig } | { ok: false; message: string; operatorDetail: string } {
  const family = FAMILIES[model];
  const setup = config.models[model];
  if (!setup.apiKey)
    return {
      ok: false,
      message: modelNotEnabledMessage(model),
      operatorDetail: `the insights test page's ${family.label} model is off: set ${family.keyVariable} (model ${family.modelVariable}=${setup.model}) to enable it`,
    };
  return {
    ok: true,
    llm: {
      provider: setup.provider,
      model: setup.model,
      baseUrl: setup.baseUrl,
      apiKey: setup.apiKey,
      timeoutMs: config.timeoutMs,
      maxRetries: config.maxRetries,
      // Writer-only settings: one prompt is one call.
      maxInputCommits: 1,
      concurrency: 1,
    },
  };
}

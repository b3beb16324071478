// One Vercel AI SDK model per provider. OpenAI goes through its Responses API (the SDK's
// default for openai(model)); any other OpenAI-style server through Chat Completions with
// json_schema structured output (vLLM, Ollama, LM Studio, OpenRouter… accept it).
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from './llm-config';

export function languageModelOf(config: LlmConfig): LanguageModel {
  const { apiKey, baseUrl: baseURL, model } = config;
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL }).responses(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? '',
        apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(model);
  }
}

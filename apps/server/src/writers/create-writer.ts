// The writer the pipeline uses: the deterministic local writer, or an LLM writer.
import { localWriter, type Writer } from '@gitsignals/analysis';
import type { WriterConfig } from './llm-config';
import { createLlmWriter } from './llm-writer';
import type { WriterDeps } from './writer-deps';

export function createWriter(config: WriterConfig, deps: WriterDeps): Writer {
  return config.provider === 'local' ? localWriter : createLlmWriter(config, deps);
}

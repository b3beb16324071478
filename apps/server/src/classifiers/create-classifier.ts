// The classifier the pipeline uses: none (the engine's rules), or the LLM classifier.
import type { WriterDeps } from '../writers/writer-deps';
import type { ClassifierConfig } from './classifier-config';
import type { CommitClassifier } from './commit-classifier';
import { createLlmClassifier } from './llm-classifier';

export function createClassifier(
  config: ClassifierConfig,
  deps: WriterDeps,
): CommitClassifier | undefined {
  return config.kind === 'rules' ? undefined : createLlmClassifier(config, deps);
}

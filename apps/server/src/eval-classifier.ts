// `npm run eval -- --classifier llm`: the LLM classifier as the evaluation runs it, on the
// configured provider (LLM_PROVIDER, LLM_MODEL, its key, LLM_BASE_URL and the CLASSIFIER_* and
// LLM_* limits) and without a database: calls are counted in this process, the daily budget
// too. The rules decide noise and every commit the model gives no usable answer for, as in the
// pipeline; what fell back, and why, is said after the tables.
import { analyseCommit, type ClassifiedCommit, type CommitInput } from '@gitsignals/analysis';
import pino from 'pino';
import {
  addRun,
  classificationLine,
  emptySummary,
  fallbackCount,
  fallbackReasons,
} from './classifiers/classification-summary';
import { llmClassifierConfigOf } from './classifiers/classifier-config';
import type { CommitClassifier } from './classifiers/commit-classifier';
import { needsClassifier } from './classifiers/commits-to-ask';
import { createLlmClassifier } from './classifiers/llm-classifier';
import { readEnv } from './env';
import { pinoJobLog, systemClock } from './wiring';

export interface EvalPredictions {
  /** `provider:model` */
  classifier: string;
  /** Each commit given, classified: the model's signals where it answered, the rules' elsewhere. */
  predicted: Map<string, ClassifiedCommit>;
  /** What to print with the tables: commits per classifier, fallbacks by reason, tokens, cost. */
  lines: string[];
}

/** The commits once each (a commit labelled twice is asked about once). */
function distinct(commits: readonly CommitInput[]): CommitInput[] {
  return [...new Map(commits.map((c) => [c.sha, c])).values()];
}

export interface EvalClassifier {
  /** `provider:model` */
  name: string;
  predict(commits: readonly CommitInput[]): Promise<EvalPredictions>;
}

/** The configured LLM classifier; throws at once, naming the settings, when there is none. */
export function evalLlmClassifier(): EvalClassifier {
  const env = readEnv();
  const config = llmClassifierConfigOf(env);
  // Log lines go to stderr: stdout is the report.
  const log = pinoJobLog(pino({ level: env.LOG_LEVEL }, pino.destination(2)));
  const classifier = createLlmClassifier(config, { log, now: systemClock });
  return { name: classifier.name, predict: (commits) => predict(classifier, commits) };
}

async function predict(
  classifier: CommitClassifier,
  commits: readonly CommitInput[],
): Promise<EvalPredictions> {
  const asked = distinct(commits.filter(needsClassifier));
  const run = await classifier.classify(asked);
  const summary = emptySummary(classifier.name);
  summary.commits = asked.length;
  addRun(summary, run);
  const verdicts = new Map(
    run.decisions.flatMap((d) =>
      d.decidedBy === 'llm' ? [[d.sha, classifier.verdictOf(d.candidates)] as const] : [],
    ),
  );
  const predicted = new Map(
    commits.map((c) => [c.sha, analyseCommit(c, verdicts.get(c.sha)).classified]),
  );
  const fellBack = fallbackCount(summary);
  return {
    classifier: classifier.name,
    predicted,
    lines: [
      `Fell back to the rules: ${fellBack} of ${asked.length} commits the model was asked about${fellBack > 0 ? ` (${fallbackReasons(summary)})` : ''}; the rules also decided the ${commits.length - asked.length} they call noise.`,
      classificationLine(summary) ?? 'Classification: no commit to ask about.',
    ],
  };
}

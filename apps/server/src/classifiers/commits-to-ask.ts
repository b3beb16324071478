// Which commits the model is asked about: those the rules do not call noise. analyseCommit takes
// a verdict only for them (the rules decide noise whatever the classifier), so asking about the
// others would be paid for and thrown away.
import { buildContext, detectNoise, type CommitInput } from '@gitsignals/analysis';

export const needsClassifier = (commit: CommitInput): boolean =>
  detectNoise(buildContext(commit)) === null;

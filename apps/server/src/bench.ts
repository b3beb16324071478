// What the benchmarks (bench/) may use of the server: `@gitsignals/server/bench`, its one entry
// point besides the CLI. Everything else under src/ is internal, so a refactor inside the server
// keeps these names working (or changes them here and in bench/ together).
export type { Progress } from './reporting/progress';
export type { CollectedCommit } from './collectors/collected';
export { collectRepositories } from './collectors/collect-projects';
export { importDemo } from './collectors/demo/import-demo';
export { readIdentities, readLog } from './collectors/git/read-log';
export { buildApp } from './http/app';
export { buildFeedItems } from './use-cases/analyse-projects/build-feed-items';
export { computeStacks } from './use-cases/analyse-projects/compute-stacks';
export { createLlmWriter } from './writers/llm-writer';
export { createLlmClassifier } from './classifiers/llm-classifier';
export { needsClassifier } from './classifiers/commits-to-ask';
export { priceOf } from './writers/prices';

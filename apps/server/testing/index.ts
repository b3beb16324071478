// Test support other workspaces may use (`@gitsignals/server/testing`; the benchmarks do): the
// server's own tests import these files directly. Stand-ins used by the server's tests alone stay
// in test/stand-ins.
export { git, History, sha, type FileContent, type FixtureCommit } from './collect-git-fixtures';
export { startLlmStandIn, type LlmStandIn } from './llm-stand-in';

export { classifyCommit, analyseCommit } from './classify-commit';
export { commitFromDatasetRecord } from './dataset-record';

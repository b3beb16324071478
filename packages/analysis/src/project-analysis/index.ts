// The project analysis page's engine: a window's analysis text and the noise ledger's labels.
export {
  analyseProjectWindow,
  type ProjectWindowInput,
  type ProjectWindowAnalysis,
  type WindowCommit,
} from './analyse-window';
export { noiseLabel } from './noise-labels';

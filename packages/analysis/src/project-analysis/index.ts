// The project analysis page's engine: which days a window covers, its analysis text and the
// noise ledger's labels.
export {
  analyseProjectWindow,
  type ProjectWindowInput,
  type ProjectWindowAnalysis,
  type WindowCommit,
} from './analyse-window';
export { noiseLabel } from './noise-labels';
export { analysisWindow, type DayWindow } from './window';

// `yahtzee-widgets/advisor/load`, on the CDN `advisor.min.js`: what an element loads when advice
// is turned on. The solver's own entry (`yahtzee-widgets/advisor`) stays free of the DOM.
export type { AdvisorRequest, LoadOptions } from './client.js';
export { loadAdvisor } from './client.js';
export type { BoxAdvice, KeepAdvice, ProgressListener, Strategy } from './index.js';

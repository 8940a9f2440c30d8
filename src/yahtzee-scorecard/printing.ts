// Few readers print: the print code comes with the first Print tap, not with every page. Should
// it fail to come (offline), the browser's own print is better than nothing.
export const printing = () =>
  import('./print.js').catch(() => ({ printOnly: async () => window.print() }));

// The figures of `npm run bench` and the one table they are printed as.
//
// A figure is `{ section, figure, unit, ... }` with either `samples` (a timed figure: median, min,
// max and n are taken from them), `value` (a size: one exact number) or `error` (not measured).

/** Median, min, max and n of a list of numbers. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  const middle = n >> 1;
  const median = n % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[n - 1], n };
}

/** A spread too wide to trust the median much: the worst run more than twice the median away. */
export function isWide({ median, min, max }) {
  return max > 2 * median || min < median / 2;
}

export const wideMark = '⚠ wide';
export const spreadRule = 'max > 2 × median or min < median / 2';

const integer = (n) => Math.round(n).toLocaleString('en-US');

const formats = {
  ms: (n) => `${n.toFixed(1)} ms`,
  perSecond: (n) => `${integer(n)}/s`,
  bytes: (n) => `${(n / 1024).toFixed(1)} KB`,
  heap: (n) => `${(n / 1024 / 1024).toFixed(2)} MB`,
  ratio: (n) => `${n.toFixed(2)} ×`,
  count: (n) => String(n),
};

/** A figure with its summary (and wide flag) filled in, ready for the JSON file. */
export function withSummary(figure) {
  if (!figure.samples) return figure;
  const summary = summarize(figure.samples);
  return { ...figure, ...summary, wide: isWide(summary) };
}

function cells(figure) {
  const format = formats[figure.unit];
  if (figure.error) return [figure.figure, `not measured: ${figure.error}`, '', '', '', ''];
  if (figure.samples === undefined) return [figure.figure, format(figure.value), '', '', '', ''];
  const { median, min, max, n, wide } = figure;
  return [figure.figure, format(median), format(min), format(max), String(n), wide ? wideMark : ''];
}

/** The figures section by section, the sections in the order they first appear. */
export function bySection(figures) {
  const sections = [...new Set(figures.map((figure) => figure.section))];
  return sections.flatMap((section) => figures.filter((figure) => figure.section === section));
}

/** The figures as one Markdown table, a bold row opening each section. */
export function formatTable(figures) {
  const header = ['Figure', 'Median', 'Min', 'Max', 'n', 'Spread'];
  const rows = [];
  let section;
  for (const figure of figures) {
    if (figure.section !== section) {
      section = figure.section;
      rows.push([`**${section}**`, '', '', '', '', '']);
    }
    rows.push(cells(figure));
  }
  // Text left, numbers right, as Markdown's `:` markers say.
  return markdown(header, rows, [false, true, true, true, true, false]);
}

/**
 * How the card's figures grow with the number of players: one row per count, one column per
 * figure (`columns`: { title, figure: the start of the figure's name }), medians; the sections
 * are `section(players)`.
 */
export function formatGrowth(figures, counts, section, columns) {
  const rows = counts.map((players) => [
    String(players),
    ...columns.map(({ figure: start }) => {
      const found = figures.find(
        (figure) => figure.section === section(players) && figure.figure.startsWith(start),
      );
      return found?.median === undefined ? '–' : formats[found.unit](found.median);
    }),
  ]);
  const titles = ['Players', ...columns.map(({ title }) => title)];
  return markdown(
    titles,
    rows,
    titles.map(() => true),
  );
}

/** A Markdown table of `rows` under `header`, each column padded (right-aligned where `right`). */
function markdown(header, rows, right) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => [...row[i]].length)),
  );
  const pad = (text, i) =>
    right[i] ? text.padStart(widths[i] + text.length - [...text].length) : text.padEnd(widths[i]);
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (right[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

// The result of a pick: the rounds of the roll-off with each player's dice, who begins and the
// order of play, on screen and in the words the live region says; or why the field's text cannot
// be read as players. A file of its own, with its words and looks, fetched once the picker has been
// drawn: its first render does without it.
import { html, nothing, type TemplateResult } from 'lit';
import type { FirstPlayerPickedDetail, FirstPlayerRoll } from '../events.js';
import { pickResultMessages } from '../i18n/pick-result.js';
import { formatList, formatNumber, type Language } from '../i18n/index.js';
import { dieFace, dieFaceStyles } from '../internal/die-face.js';
import type { Face } from '../rules/dice.js';
import { tiedSeats } from '../rules/first-player.js';
import { resultStyles } from './result.styles.js';
import type { PlayersProblem } from '../rules/players.js';
import type { PickRecord } from './saved-pick.js';
import { storageNotice } from '../i18n/common.js';
import { noticeWords } from '../internal/notice.js';

/** Adopted after the picker's own styles, in this order. */
// The storage notices' words come with this file (src/internal/notice.ts).
noticeWords.say = storageNotice;

export const laterStyles = [dieFaceStyles, resultStyles];

// Later rounds wait for the earlier ones to show, but a long roll-off must not keep the reader waiting.
// The styles know the delays up to this round: a style attribute would break a strict CSP.
const maxStagger = 6;

/** The indexes of the rolls in a round that tied for highest and roll again. */
const tiedRolls = (round: readonly FirstPlayerRoll[]): number[] =>
  tiedSeats(round.map(({ roll }, seat) => ({ seat, roll })));

/**
 * The roll-off round by round, who begins and the order of play. `animated`: the rounds show one
 * after another (a pick made just now, with motion allowed). `level`: the level of its two
 * headings, or none (captions only).
 */
export function resultView(
  lang: Language,
  record: PickRecord,
  animated: boolean,
  level?: number,
): TemplateResult {
  const heading = level ? 'heading' : nothing;
  const m = pickResultMessages[lang];
  const { detail, faces } = record;
  const last = detail.rounds.length - 1;
  return html`
    <div part="result" class="result ${animated ? 'animated' : ''}">
      <p id="roll-off" class="caption" role=${heading} aria-level=${level ?? nothing}>
        ${m.rollOff}
      </p>
      <ol class="rounds" aria-labelledby="roll-off">
        ${detail.rounds.map((round, r) => {
          const tied = new Set(tiedRolls(round).map((i) => round[i]!.player));
          return html`
            <li part="round" class="round" data-round=${Math.min(r, maxStagger)}>
              <span class="round-name">${m.round(formatNumber(lang, r + 1))}</span>
              <ul class="rolls">
                ${round.map(({ player, roll }, i) => {
                  const starter = r === last && player === detail.starter;
                  return html`
                    <li class="roll ${starter ? 'starts' : ''} ${tied.has(player) ? 'tied' : ''}">
                      <span class="name">${player}</span>
                      ${diceView(lang, faces[r]?.[i] ?? [], roll)}
                      ${
                        tied.has(player)
                          ? html`<span class="badge">${m.rollsAgain}</span>`
                          : starter
                            ? html`<span class="badge">${m.begins}</span>`
                            : nothing
                      }
                    </li>
                  `;
                })}
              </ul>
            </li>
          `;
        })}
      </ol>
      <div class="outcome" data-round=${Math.min(detail.rounds.length, maxStagger)}>
        <p part="starter" class="starter">${m.starter(detail.starter)}</p>
        <p id="order-caption" class="caption" role=${heading} aria-level=${level ?? nothing}>
          ${m.orderHeading}
        </p>
        <ol part="order" class="order" aria-labelledby="order-caption">
          ${detail.order.map((name) => html`<li>${name}</li>`)}
        </ol>
      </div>
    </div>
  `;
}

/** One player's roll: a die, or five dice and their total, named in words for a screen reader. */
function diceView(lang: Language, faces: Face[], roll: number): TemplateResult {
  const m = pickResultMessages[lang];
  if (faces.length === 1) {
    return html`<span class="dice" role="img" aria-label=${formatNumber(lang, roll)}
      >${dieView(faces[0]!)}</span
    >`;
  }
  const label = m.diceTotal(
    formatList(
      lang,
      faces.map((face) => formatNumber(lang, face)),
      m.and,
    ),
    formatNumber(lang, roll),
  );
  return html`<span class="dice five" role="img" aria-label=${label}
    >${faces.map(dieView)}<span class="total">${formatNumber(lang, roll)}</span></span
  >`;
}

function dieView(face: Face): TemplateResult {
  return html`<span part="die" class="die" data-face=${face}>${dieFace(face)}</span>`;
}

/** Why the field's text cannot be read as players, in the page's language. */
export function namesProblemText(lang: Language, problem: PlayersProblem): string {
  const m = pickResultMessages[lang];
  switch (problem.problem) {
    case 'empty':
      return m.errorEmpty;
    case 'not-a-whole-number':
      return m.errorNotWhole(problem.text);
    case 'too-few':
      return m.errorTooFew;
    case 'too-many':
      return m.errorTooMany(formatNumber(lang, problem.count), formatNumber(lang, problem.limit));
    case 'name-too-long':
      return m.errorNameTooLong(problem.name, formatNumber(lang, problem.limit));
  }
}

/** What the live region says after a pick: every round, who ties, who begins and the order. */
export function resultAnnouncement(lang: Language, detail: FirstPlayerPickedDetail): string {
  const m = pickResultMessages[lang];
  const rounds = detail.rounds.map((round, r) => {
    const rolls = round.map(({ player, roll }) => `${player} ${formatNumber(lang, roll)}`);
    const said = m.announceRound(formatNumber(lang, r + 1), rolls.join(', '));
    const tied = tiedRolls(round);
    return tied.length
      ? `${said} ${m.announceTie(
          formatList(
            lang,
            tied.map((i) => round[i]!.player),
            m.and,
          ),
        )}`
      : said;
  });
  return [...rounds, m.announceResult(detail.starter, detail.order.join(', '))].join(' ');
}

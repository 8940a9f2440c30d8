import { html, nothing, type TemplateResult } from 'lit';
import type { storageNotice } from '../i18n/common.js';
import type { Language } from '../i18n/index.js';
import type { StorageProblem } from '../storage/store.js';

/**
 * The notices' words, set by each element's later file: a storage problem is rare, and its notice
 * comes with the later file, right after the first render, rather than weigh on every page.
 */
export const noticeWords: { say?: typeof storageNotice } = {};

/** The storage notice every element shows (`part="notice"`), or nothing when storage works. */
export function noticeTemplate(
  lang: Language,
  notice: StorageProblem | undefined,
): TemplateResult | typeof nothing {
  const say = noticeWords.say;
  return notice && say
    ? html`<p part="notice" class="notice" role="status">${say(lang, notice)}</p>`
    : nothing;
}

import { html, nothing, type TemplateResult } from 'lit';
import { storageNotice } from '../i18n/common.js';
import type { Language } from '../i18n/index.js';
import type { StorageProblem } from '../storage/store.js';

/** The storage notice every element shows (`part="notice"`), or nothing when storage works. */
export function noticeTemplate(
  lang: Language,
  notice: StorageProblem | undefined,
): TemplateResult | typeof nothing {
  return notice
    ? html`<p part="notice" class="notice" role="status">${storageNotice(lang, notice)}</p>`
    : nothing;
}

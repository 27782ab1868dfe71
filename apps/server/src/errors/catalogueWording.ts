// The serverMessages catalogue of @app/i18n in i18next, one instance per language, with the canvas
// rules that word @app/flow-graph's validation issues (the editor's home for them, which the
// embedded chat does not load): loaded with the first error to word (codedDetail's wordingIn),
// since most servers answer few and i18next costs start-up time and memory for the life of the
// process (issue 19).
import type { TextLanguage } from '@app/engine';
import { VALIDATION_ISSUE_CODES, type CodedText } from '@app/flow-graph';
import { createPartialI18n, wordCodedText, wordFlowIssue } from '@app/i18n/core';
import { canvas as enCanvas } from '@app/i18n/locales/en/canvas';
import { serverMessages as en } from '@app/i18n/locales/en/serverMessages';
import { canvas as zhCanvas } from '@app/i18n/locales/zh/canvas';
import { serverMessages as zh } from '@app/i18n/locales/zh/serverMessages';

const wordings = new Map<TextLanguage, (coded: CodedText) => string>();
const validationIssueCodes = new Set<string>(VALIDATION_ISSUE_CODES);

export function catalogueWording(language: TextLanguage): (coded: CodedText) => string {
  let wording = wordings.get(language);
  if (!wording) {
    const catalogue = createPartialI18n(language, {
      zh: { serverMessages: zh, canvas: { rules: zhCanvas.rules } },
      en: { serverMessages: en, canvas: { rules: enCanvas.rules } },
    });
    wording = (coded) => (validationIssueCodes.has(coded.code) ? wordFlowIssue(catalogue, coded) : wordCodedText(catalogue, coded));
    wordings.set(language, wording);
  }
  return wording;
}

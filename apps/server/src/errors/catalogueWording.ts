// The serverMessages catalogue of @app/i18n in i18next, one instance per language: loaded with the
// first error to word (codedDetail's wordingIn), since most servers answer few and i18next costs
// start-up time and memory for the life of the process (issue 19).
import type { TextLanguage } from '@app/engine';
import type { CodedText } from '@app/flow-graph';
import { createPartialI18n, wordCodedText } from '@app/i18n/core';
import { serverMessages as en } from '@app/i18n/locales/en/serverMessages';
import { serverMessages as zh } from '@app/i18n/locales/zh/serverMessages';

const wordings = new Map<TextLanguage, (coded: CodedText) => string>();

export function catalogueWording(language: TextLanguage): (coded: CodedText) => string {
  let wording = wordings.get(language);
  if (!wording) {
    const catalogue = createPartialI18n(language, { zh: { serverMessages: zh }, en: { serverMessages: en } });
    wording = (coded) => wordCodedText(catalogue, coded);
    wordings.set(language, wording);
  }
  return wording;
}

// How wide a search box is: wide enough for its whole placeholder in either language (an English
// placeholder is twice as long in characters as the Chinese one), within bounds.

const MIN_WIDTH = 280;
const MAX_WIDTH = 440;
/** The icon section and the right padding around the text. */
const CHROME = 52;
const FONT_SIZE = 14;
/** Full-width (CJK) characters take a whole em; Latin ones about 0.6 em on average. */
const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

export function searchBoxWidth(placeholder: string): number {
  const ems = [...placeholder].reduce((sum, char) => sum + (WIDE.test(char) ? 1 : 0.6), 0);
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(ems * FONT_SIZE + CHROME)));
}

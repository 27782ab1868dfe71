// Placeholders wider than their field: a hint cut off mid-word tells the user half the rule
// (the English password rule was cut on registration at 1280x800).
import type { Page } from 'playwright-core';

/** One finding per visible empty field whose placeholder does not fit its text box. */
export function cutPlaceholders(page: Page, screen: string): Promise<string[]> {
  return page.evaluate((screen) => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [];
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')];
    return fields.flatMap((field) => {
      if (field.value !== '' || field.offsetParent === null || field.tagName === 'TEXTAREA') return [];
      const style = getComputedStyle(field);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(field.placeholder).width > room + 1 ? [`${screen}: placeholder cut: ${field.placeholder}`] : [];
    });
  }, screen);
}

// Keys typed while an input method editor composes (Chinese pinyin, Japanese kana) confirm the
// composition; they must never send or save. Some browsers report only keyCode 229 for them.
import type { KeyboardEvent } from 'react';

export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

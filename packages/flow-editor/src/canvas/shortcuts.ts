// The canvas's keyboard shortcuts as data (spec/3 section 9, the shortcut table), so the settings
// can list them and useCanvasShortcuts can match them. `mod` is Ctrl, or Cmd on a Mac. Only the
// actions of the editor are here; the playground, build, freeze, API and share keys belong to the
// run and integration screens.

export type CanvasShortcutAction =
  | 'advanced'
  | 'search'
  | 'minimize'
  | 'copy'
  | 'duplicate'
  | 'docs'
  | 'save'
  | 'saveComponent'
  | 'delete'
  | 'undo'
  | 'redo'
  | 'group'
  | 'cut'
  | 'paste'
  | 'download'
  | 'update'
  | 'toolMode'
  | 'toggleSidebar';

export interface CanvasShortcut {
  action: CanvasShortcutAction;
  /** Each entry is one combination, e.g. `mod+shift+z`; the last part is the key. */
  keys: readonly string[];
}

export const CANVAS_SHORTCUTS: readonly CanvasShortcut[] = [
  { action: 'advanced', keys: ['mod+shift+a'] },
  { action: 'search', keys: ['/'] },
  { action: 'minimize', keys: ['mod+.'] },
  { action: 'copy', keys: ['mod+c'] },
  { action: 'duplicate', keys: ['mod+d'] },
  { action: 'docs', keys: ['mod+shift+d'] },
  { action: 'save', keys: ['mod+s'] },
  { action: 'saveComponent', keys: ['mod+alt+s'] },
  { action: 'delete', keys: ['backspace', 'delete'] },
  { action: 'undo', keys: ['mod+z'] },
  { action: 'redo', keys: ['mod+y', 'mod+shift+z'] },
  { action: 'group', keys: ['mod+g'] },
  { action: 'cut', keys: ['mod+x'] },
  { action: 'paste', keys: ['mod+v'] },
  { action: 'download', keys: ['mod+j'] },
  { action: 'update', keys: ['mod+u'] },
  { action: 'toolMode', keys: ['mod+shift+m'] },
  { action: 'toggleSidebar', keys: ['mod+b'] },
];

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * The key a physical key stands for on a US layout: letters and punctuation by `code`, so that
 * alt (ß for s on a Mac) and other layouts still match.
 */
function keyOfCode(code: string): string | undefined {
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  return ({ Period: '.', Slash: '/', Backspace: 'backspace', Delete: 'delete' } as Record<string, string>)[code];
}

function matches(combination: string, event: KeyEventLike): boolean {
  const parts = combination.split('+');
  const key = parts.at(-1) ?? '';
  const modifiers = new Set(parts.slice(0, -1));
  const mod = event.ctrlKey || event.metaKey;
  if (mod !== modifiers.has('mod') || event.altKey !== modifiers.has('alt')) return false;
  if (event.key.toLowerCase() === key) {
    // A symbol typed with shift on some layouts ('/' is shift+7 on a German keyboard) matches without it.
    return event.shiftKey === modifiers.has('shift') || (!/^[a-z]$/.test(key) && key.length === 1 && !modifiers.has('shift'));
  }
  return event.shiftKey === modifiers.has('shift') && keyOfCode(event.code) === key;
}

/** The action a key press triggers, if any. */
export function matchShortcut(event: KeyEventLike, shortcuts: readonly CanvasShortcut[] = CANVAS_SHORTCUTS): CanvasShortcutAction | undefined {
  return shortcuts.find((shortcut) => shortcut.keys.some((combination) => matches(combination, event)))?.action;
}

/** How a combination reads on this platform: `mod+shift+z` → `Ctrl + Shift + Z` (or `⌘ + Shift + Z`). */
export function formatShortcut(combination: string, mac = false): string {
  const names: Record<string, string> = { mod: mac ? '⌘' : 'Ctrl', shift: 'Shift', alt: mac ? '⌥' : 'Alt', backspace: 'Backspace', delete: 'Delete' };
  return combination
    .split('+')
    .map((part) => names[part] ?? part.toUpperCase())
    .join(' + ');
}

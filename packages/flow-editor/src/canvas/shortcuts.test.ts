import { describe, expect, it } from 'vitest';
import { CANVAS_SHORTCUTS, formatShortcut, matchShortcut } from './shortcuts';

const key = (key: string, code: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('matchShortcut', () => {
  it.each([
    [key('c', 'KeyC', { ctrlKey: true }), 'copy'],
    [key('c', 'KeyC', { metaKey: true }), 'copy'],
    [key('x', 'KeyX', { ctrlKey: true }), 'cut'],
    [key('v', 'KeyV', { metaKey: true }), 'paste'],
    [key('d', 'KeyD', { ctrlKey: true }), 'duplicate'],
    [key('Backspace', 'Backspace'), 'delete'],
    [key('Delete', 'Delete'), 'delete'],
    [key('z', 'KeyZ', { ctrlKey: true }), 'undo'],
    [key('y', 'KeyY', { ctrlKey: true }), 'redo'],
    [key('Z', 'KeyZ', { metaKey: true, shiftKey: true }), 'redo'],
    [key('g', 'KeyG', { ctrlKey: true }), 'group'],
    [key('.', 'Period', { ctrlKey: true }), 'minimize'],
    [key('s', 'KeyS', { ctrlKey: true }), 'save'],
    [key('ß', 'KeyS', { metaKey: true, altKey: true }), 'saveComponent'],
    [key('/', 'Slash'), 'search'],
    [key('/', 'Digit7', { shiftKey: true }), 'search'],
    [key('b', 'KeyB', { ctrlKey: true }), 'toggleSidebar'],
    [key('A', 'KeyA', { ctrlKey: true, shiftKey: true }), 'advanced'],
    [key('D', 'KeyD', { ctrlKey: true, shiftKey: true }), 'docs'],
    [key('M', 'KeyM', { ctrlKey: true, shiftKey: true }), 'toolMode'],
    [key('u', 'KeyU', { ctrlKey: true }), 'update'],
    [key('j', 'KeyJ', { ctrlKey: true }), 'download'],
  ] as const)('%o → %s', (event, action) => {
    expect(matchShortcut(event)).toBe(action);
  });

  it.each([
    key('c', 'KeyC'),
    key('z', 'KeyZ', { ctrlKey: true, altKey: true }),
    key('s', 'KeyS', { ctrlKey: true, shiftKey: true }),
    key('k', 'KeyK', { ctrlKey: true }),
    key('p', 'KeyP'),
    key('?', 'Slash', { shiftKey: true }),
  ])('%o is no canvas shortcut', (event) => {
    expect(matchShortcut(event)).toBeUndefined();
  });

  it('lists every action once', () => {
    const actions = CANVAS_SHORTCUTS.map((shortcut) => shortcut.action);
    expect(new Set(actions).size).toBe(actions.length);
  });
});

describe('formatShortcut', () => {
  it.each([
    ['mod+shift+z', false, 'Ctrl + Shift + Z'],
    ['mod+alt+s', true, '⌘ + ⌥ + S'],
    ['backspace', false, 'Backspace'],
    ['/', false, '/'],
  ])('%s (mac %s) reads %s', (combination, mac, text) => {
    expect(formatShortcut(combination, mac)).toBe(text);
  });
});

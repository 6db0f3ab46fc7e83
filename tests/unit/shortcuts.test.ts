import { describe, expect, it } from 'vitest';
import { ariaKeys, goToKeys, isTypingTarget, readShortcut } from '../../src/rules/shortcuts';

const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('keyboard shortcuts', () => {
  it('opens the list with ?, and a page with g then its letter', () => {
    expect(readShortcut(key('?'), false)).toEqual({ kind: 'shortcuts' });
    expect(readShortcut(key('g'), false)).toEqual({ kind: 'pending' });
    expect(readShortcut(key('b'), true)).toEqual({ kind: 'go', to: '/bolts' });
    expect(readShortcut(key('D'), true)).toEqual({ kind: 'go', to: '/domains' });
  });

  it('cancels a sequence on any other key, and never takes a modified key', () => {
    expect(readShortcut(key('x'), true)).toEqual({ kind: 'none' });
    expect(readShortcut(key('b'), false)).toEqual({ kind: 'none' });
    expect(readShortcut(key('g', { ctrlKey: true }), false)).toEqual({ kind: 'none' });
    expect(readShortcut(key('b', { metaKey: true }), true)).toEqual({ kind: 'none' });
    expect(readShortcut(key('?', { altKey: true }), false)).toEqual({ kind: 'none' });
  });

  it('shows a page’s keys, and none for a page without a shortcut', () => {
    expect(goToKeys('/bolts')).toEqual(['G', 'B']);
    expect(goToKeys('/user-profile')).toEqual([]);
    expect(ariaKeys(goToKeys('/account'))).toBe('g a');
  });

  it('leaves letters typed in a field to the field', () => {
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { isTypingTarget, readShortcut } from '../rules/shortcuts';

/**
 * The panel's single-key shortcuts (rules/shortcuts.ts): `?` calls `onShowShortcuts`, "g" then a
 * letter opens a page. Keys typed in a field, or while a dialog or menu has focus, are theirs.
 */
export function useKeyboardShortcuts(onShowShortcuts: () => void) {
  const navigate = useNavigate();
  const pending = useRef(false);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.defaultPrevented || isTypingTarget(target) || target?.closest('[role="dialog"], [role="menu"], [role="listbox"]')) {
        pending.current = false;
        return;
      }
      const outcome = readShortcut(event, pending.current);
      pending.current = outcome.kind === 'pending';
      if (outcome.kind === 'shortcuts') {
        event.preventDefault();
        onShowShortcuts();
      } else if (outcome.kind === 'go') {
        event.preventDefault();
        navigate(outcome.to);
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [navigate, onShowShortcuts]);
}

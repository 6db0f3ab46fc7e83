import { useEffect } from 'react';
import { isSearchShortcut } from '../../rules/search';

/** Ctrl+K (⌘+K on a Mac) anywhere in the page calls `onOpen`, instead of the browser's own use of it. */
export function useSearchShortcut(onOpen: () => void) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onOpen]);
}

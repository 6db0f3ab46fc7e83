import { useEffect, useRef, useState } from 'react';
import { NAV_RESIZE_DEBOUNCE_MS } from '../rules/navigation';

/** The element's width, updated at most every 50 ms while it resizes (spec 1 §2). */
export function useDebouncedWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    let timer: number | undefined;
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWidth(element.clientWidth), NAV_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
  return { ref, width };
}

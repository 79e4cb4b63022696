import { useEffect, useState } from 'react';

/**
 * The content width of `element` in CSS pixels, kept current as it resizes; null until measured
 * (and where ResizeObserver is missing, e.g. jsdom). Pass a callback ref's state as `element`.
 */
export function useElementWidth(element: Element | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A header menu (the phone menu, the language menu) is a `<details>`, which opens without
 * JavaScript; with it, the menu also closes like any menu: after a page is chosen, on Esc (focus
 * back on its button) and on a tap outside.
 */
export function useClosingMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [key]);
  useEffect(() => {
    const close = (event: Event) => {
      const element = menu.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
      } else if (!element.contains(event.target as Node)) {
        element.open = false;
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);
  return menu;
}

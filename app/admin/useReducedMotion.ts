/**
 * Whether the person has asked their system for reduced motion. The back office then turns
 * antd's animations off altogether: dialogs, drawers, messages and busy buttons appear and go at
 * once (WCAG 2.3.3), and nothing is left half-faded when a slow machine misses an animation's end.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * What jsdom lacks and the components use: media queries (antd, useReducedMotion) and the layout
 * measures ProseMirror asks for when it scrolls the caret into view (jsdom lays nothing out, so
 * every box is empty). Testing Library unmounts what a test rendered after it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const noBox = () => new DOMRect(0, 0, 0, 0);
const noBoxes = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = noBox;
Range.prototype.getClientRects = noBoxes;
document.elementFromPoint = () => null;

// antd's Table (and its Spin around it) watch their size; jsdom lays nothing out, so nothing is ever reported.
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

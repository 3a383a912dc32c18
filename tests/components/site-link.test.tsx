/**
 * The frame's links (decision 0052): followed by the router in the browser as React Router's Link,
 * marking the current section as NavLink did, and left to the browser when a click asks for a new
 * tab or window.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isInSection, SiteLink } from '../../app/components/public/SiteLink';

function renderAt(path: string) {
  const page = () => (
    <nav>
      <SiteLink to="/news" section>
        News
      </SiteLink>
      <SiteLink to="/home" className="brand" section>
        Firm
      </SiteLink>
      <SiteLink to="/docs/privacy">Privacy</SiteLink>
    </nav>
  );
  const router = createMemoryRouter(
    [
      { path: '/news/*', Component: page },
      { path: '/home', Component: page },
      { path: '/docs/privacy', Component: page },
      { path: '/newsletter', Component: page },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteLink', () => {
  // Whether the link's own handler left the click to the browser; jsdom cannot follow it, so it is
  // stopped here, after the link's handler ran (React's listener is on the root, inside the document).
  let leftToBrowser: boolean | undefined;
  const stopDocumentNavigation = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  beforeEach(() => {
    leftToBrowser = undefined;
    document.addEventListener('click', stopDocumentNavigation);
  });
  afterEach(() => document.removeEventListener('click', stopDocumentNavigation));

  it('is an anchor to its address, marking its section as the current page with the class NavLink gave', () => {
    renderAt('/news/detail/3');
    const news = screen.getByRole('link', { name: 'News' });
    expect(news.getAttribute('href')).toBe('/news');
    expect(news.getAttribute('aria-current')).toBe('page');
    expect(news.className).toBe('active');
    const brand = screen.getByRole('link', { name: 'Firm' });
    expect(brand.hasAttribute('aria-current')).toBe(false);
    expect(brand.className).toBe('brand');
    // Not a section: never marked, even on its own page.
    expect(screen.getByRole('link', { name: 'Privacy' }).hasAttribute('aria-current')).toBe(false);
  });

  it('keeps the class it is given beside active, as NavLink did with a class name', () => {
    renderAt('/home');
    expect(screen.getByRole('link', { name: 'Firm' }).className).toBe('brand active');
    expect(screen.getByRole('link', { name: 'News' }).className).toBe('');
  });

  it('follows NavLink’s rule for a section: the path or a path below it, in any case, not a longer name', () => {
    expect(isInSection('/news', '/news')).toBe(true);
    expect(isInSection('/news/detail/3', '/news')).toBe(true);
    expect(isInSection('/NEWS/detail/3', '/news')).toBe(true);
    expect(isInSection('/newsletter', '/news')).toBe(false);
    expect(isInSection('/home', '/news')).toBe(false);
  });

  it('is followed by the router on a plain click, adding a history entry', () => {
    const router = renderAt('/home');
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(leftToBrowser).toBe(false);
    expect(router.state.location.pathname).toBe('/docs/privacy');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it leads to the address already shown, as Link does', () => {
    const router = renderAt('/docs/privacy');
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(router.state.location.pathname).toBe('/docs/privacy');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('leaves a click with %o to the browser', (init) => {
    const router = renderAt('/home');
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }), init);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/home');
  });
});

/**
 * The header's search field: a plain GET form to `/search` (works without JavaScript) that, with
 * JavaScript, is a WAI-ARIA combobox suggesting up to five people and five pages once two
 * characters are typed. Suggestions load after a pause in typing, a newer request cancels an
 * older one, and the field never waits for them. Up and down arrows move through the
 * suggestions, Enter opens the chosen one (or searches), Escape closes the list and then clears.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { Lang } from '../../../contract/languages';
import type { Suggestion, SuggestResult } from '../../../contract/search';
import { MAX_QUERY_LENGTH, SUGGEST_MIN_LENGTH } from '../../../contract/search-limits';

const DEBOUNCE_MS = 200;

/**
 * `id` starts the ids of the field, its list and its suggestions, unique on the page. Not
 * `useId`: that id depends on the field's place in the whole page, and the header's markup is
 * rendered once, apart from the page, and kept (app/lib/frame-markup.server.tsx).
 */
export function SiteSearch({ lang, id, className }: { lang: Lang; id: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = `${id}-list`;
  const [value, setValue] = useState('');
  const [result, setResult] = useState<SuggestResult | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);

  const options: Suggestion[] = result ? [...result.people, ...result.pages] : [];

  useEffect(() => {
    const q = value.trim();
    if ([...q].length < SUGGEST_MIN_LENGTH) {
      request.current?.abort();
      setResult(null);
      return;
    }
    const timer = window.setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      fetch(`/api/user/search/suggest?q=${encodeURIComponent(q)}`, { headers: { lang }, signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ result: SuggestResult }>) : null))
        .then((body) => {
          if (controller.signal.aborted || !body) return;
          setResult(body.result);
          setActive(-1);
          setOpen(true);
        })
        // A cancelled or failed suggestion leaves the form working as a plain search.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, lang]);

  useEffect(() => () => request.current?.abort(), []);

  const expanded = open && result !== null;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: Suggestion) => {
    setOpen(false);
    setValue('');
    void navigate(option.link);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!result || !options.length) return;
      event.preventDefault();
      setOpen(true);
      const count = options.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    }
  };

  const group = (label: string, items: Suggestion[], offset: number) =>
    items.length ? (
      <li role="presentation">
        <span className="site-search__group" id={`${id}-${offset}-label`} aria-hidden="true">
          {label}
        </span>
        <ul role="group" aria-labelledby={`${id}-${offset}-label`}>
          {items.map((item, i) => {
            const index = offset + i;
            return (
              <li
                key={item.link}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'site-search__option is-active' : 'site-search__option'}
                // Keeps focus in the field, so the click does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                {item.title}
              </li>
            );
          })}
        </ul>
      </li>
    ) : null;

  return (
    <form className={className ? `site-search ${className}` : 'site-search'} method="get" action="/search" role="search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.field')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="q"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="site-search__submit">
        <span className="visually-hidden">{t('search.submit')}</span>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M11 11l4 4" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="site-search__list" hidden={!expanded}>
        {expanded && !options.length ? (
          <li role="presentation" className="site-search__empty">
            {t('search.noSuggestions')}
          </li>
        ) : null}
        {expanded ? group(t('search.people'), result.people, 0) : null}
        {expanded ? group(t('search.pages'), result.pages, result.people.length) : null}
      </ul>
      <span className="visually-hidden" role="status">
        {expanded && options.length ? t('search.suggestionsCount', { count: options.length }) : ''}
      </span>
    </form>
  );
}

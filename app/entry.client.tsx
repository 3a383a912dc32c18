import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isCatalogueLocale } from '../contract/locale-catalogue';
import { keepPageMessages, PAGE_LABELS_ID } from './i18n/page-messages';
import type { Messages } from './i18n/translate';

// The page's labels, from its data block (root.tsx), before anything renders with them: its
// language's as the server has them, administrators' translations included (decision 0086).
const labels = document.getElementById(PAGE_LABELS_ID);
const lang = labels?.dataset.lang;
if (labels?.textContent && isCatalogueLocale(lang)) keepPageMessages(lang, JSON.parse(labels.textContent) as Messages);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

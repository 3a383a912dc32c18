/** What every public page needs from the firm settings, in the page's language. */
import type { AppLoadContext } from 'react-router';
import type { Lang } from '../../contract/languages';

export interface FirmSummary {
  name: string;
  iconUrl: string | null;
  address: string | null;
  email: string | null;
  tel: string | null;
  /** The language the firm's words are in: the page's, or the one they came from when the page's has none. */
  lang: string | null;
}

export async function firmSummary(context: AppLoadContext, lang: Lang): Promise<FirmSummary> {
  // Not the counted figures, which would make every page depend on every person.
  const config = await context.services.siteFrame.frameConfig(lang);
  return {
    name: config?.name || 'Law firm',
    iconUrl: config?.iconUrl ?? null,
    address: config?.address ?? null,
    email: config?.email ?? null,
    tel: config?.tel ?? null,
    lang: config?.lang ?? null,
  };
}

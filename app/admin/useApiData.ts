/**
 * What a screen shows from the API: loaded at first, again whenever `load` changes (a new filter,
 * page or language) and on demand after a change. A failed load keeps what was shown; the API's
 * notification has said what went wrong.
 */
import { useCallback, useEffect, useState } from 'react';

/** `load` must keep its identity between renders (`useCallback`) or it loads on every render. */
export function useApiData<T>(load: () => Promise<T>): { data: T | undefined; loading: boolean; reload: () => Promise<void> } {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const loaded = await load();
      setData(() => loaded);
    } catch {
      // The notification has said what went wrong.
    } finally {
      setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, reload };
}

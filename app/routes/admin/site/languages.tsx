/** Site settings → Languages (decision 0083): administrators only, as the API is. */
import { SiteLanguagesPanel } from '../../../components/admin/SiteLanguagesPanel';
import { RequireAdministrator } from '../../../admin/RequireAdministrator';

export default function SiteLanguagesScreen() {
  return (
    <RequireAdministrator>
      <SiteLanguagesPanel />
    </RequireAdministrator>
  );
}

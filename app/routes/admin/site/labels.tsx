/** Settings → Labels (decision 0086): administrators only, as the API is. */
import { SiteLabelsPanel } from '../../../components/admin/SiteLabelsPanel';
import { RequireAdministrator } from '../../../admin/RequireAdministrator';

export default function SiteLabelsScreen() {
  return (
    <RequireAdministrator>
      <SiteLabelsPanel />
    </RequireAdministrator>
  );
}

/**
 * The folders of a list: "all" first, then each top folder with its sub-folders. Choosing a
 * folder shows its articles and those of the folders below it; the current one is marked.
 */
import { Link } from 'react-router';

export interface Folder {
  id: number;
  no: string;
  name: string;
  children: Folder[];
}

function FolderLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link to={to} className="folder-nav__link" aria-current={current ? 'page' : undefined} prefetch="intent">
      {children}
    </Link>
  );
}

export function FolderNav({ folders, currentId, basePath, label, allLabel }: { folders: Folder[]; currentId: number | null; basePath: string; label: string; allLabel: string }) {
  const items = (list: Folder[]) =>
    list.map((folder) => (
      <li key={folder.id}>
        <FolderLink to={`${basePath}?cataId=${folder.id}`} current={folder.id === currentId}>
          {folder.name}
        </FolderLink>
        {folder.children.length ? <ul className="folder-nav__sub">{items(folder.children)}</ul> : null}
      </li>
    ));
  return (
    <nav className="folder-nav" aria-label={label}>
      <ul>
        <li>
          <FolderLink to={basePath} current={currentId === null}>
            {allLabel}
          </FolderLink>
        </li>
        {items(folders)}
      </ul>
    </nav>
  );
}

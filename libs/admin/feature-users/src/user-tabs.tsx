import { ru } from '@shop/i18n-ru';
import { Link } from 'react-router';
import { userPaths } from './user-paths';

const t = ru.admin.users.tabs;

/** The sub-pages of a user: the main form and the relations. */
export function UserTabs({ userId, current }: { userId: string | null; current: 'main' | 'relations' }) {
  const main = userId ? userPaths.update(userId) : userPaths.create;
  const relations = userId ? userPaths.updateRelations(userId) : userPaths.createRelations;
  return (
    <nav className="admin-tabs" aria-label={t.label}>
      <Link to={main} aria-current={current === 'main' ? 'page' : undefined}>
        {t.main}
      </Link>
      <Link to={relations} aria-current={current === 'relations' ? 'page' : undefined}>
        {t.relations}
      </Link>
    </nav>
  );
}

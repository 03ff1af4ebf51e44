import { Outlet } from 'react-router';

/** Empty layout: the page alone (e.g. following an e-mail confirmation link). */
export default function EmptyLayout() {
  return (
    <main className="sf-main sf-container">
      <Outlet />
    </main>
  );
}

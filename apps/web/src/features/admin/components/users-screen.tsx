import type { AdminUsers } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminUsers } from '../api/get-admin-users';
import { formatDateTime } from '../lib/format';
import { ScreenState } from './screen-state';
import { StatGrid, type Stat } from './stat-grid';
import { cellClass, tableClass, TableHead, TableScroll } from '@/components/ui/table-scroll';

/** Accounts and subscriptions: counts (per plan too) and the newest accounts. */
export function UsersScreen() {
  const query = useAdminUsers();
  return (
    <ScreenState query={query} what="the users">
      {(data) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <StatGrid label="Accounts" stats={userStats(data.counts)} />
          <Card className="gap-3 py-4">
            <CardHeader className="px-4">
              <CardTitle as="h2">Newest accounts</CardTitle>
            </CardHeader>
            <CardContent className="px-4">
              {data.newest.length === 0 ? (
                <p className="text-sm text-muted-foreground">No accounts yet.</p>
              ) : (
                <UsersTable users={data.newest} />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </ScreenState>
  );
}

function userStats(counts: AdminUsers['counts']): Stat[] {
  return [
    { label: 'Users', value: counts.users },
    { label: 'Confirmed', value: counts.confirmed },
    { label: 'Subscribers', value: counts.subscribers },
    ...counts.byPlan.map((plan) => ({ label: `Plan: ${plan.plan}`, value: plan.subscribers })),
  ];
}

const COLUMNS = ['E-mail', 'Name', 'Created', 'Plan', 'Role'];

function UsersTable({ users }: { users: AdminUsers['newest'] }) {
  return (
    <TableScroll label="Newest accounts">
      <table className={tableClass}>
        <TableHead text={COLUMNS} />
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td className={cellClass}>
                {user.email}
                {user.confirmed ? null : (
                  <span className="ml-2 text-xs text-muted-foreground">unconfirmed</span>
                )}
              </td>
              <td className={cellClass}>{user.name}</td>
              <td className={cellClass}>{formatDateTime(user.createdAt)}</td>
              <td className={cellClass}>{user.plan ?? 'Free'}</td>
              <td className={cellClass}>{user.isAdmin ? <Badge>Admin</Badge> : 'User'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

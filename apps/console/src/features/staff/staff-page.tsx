// Staff accounts (admin): who may use the console and in which role. A new role or a deactivation
// ends the person's open sessions at once; an unlock clears a lockout after failed logins.
import { useState } from 'react';
import { day } from '../../lib/when';
import { App as AntApp, Button, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { StaffItem, StaffRole } from '@lendwell/contracts';
import { describeUntil } from '@lendwell/contracts/date-format';
import { ReasonModal } from '../../components/reason-modal';
import { ApiError } from '../../lib/api';
import { isProposed } from '../../lib/proposed';
import { useChangeStaff, type StaffChange } from './api/change-staff';
import { useStaff } from './api/get-staff';
import { CreateStaffModal } from './create-staff-modal';
import { ROLE_OPTIONS } from './roles';
import { LoadFailure } from '../../components/load-failure';

// The console takes no zod at run time: the roles come from the role list the create form shows.
const ROLES = ROLE_OPTIONS.map((o) => o.value);
const isLocked = (s: StaffItem) => s.lockedUntil !== null && new Date(s.lockedUntil) > new Date();

export default function StaffPage() {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useStaff();
  const changeStaff = useChangeStaff();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<{ staff: StaffItem; body: StaffChange; done: string }>();

  async function change(staff: StaffItem, body: StaffChange, done: string) {
    try {
      const answer = await changeStaff.mutateAsync({ id: staff.id, change: body });
      if (isProposed(answer)) message.info(answer.message);
      else message.success(`${staff.email}: ${done}`);
    } catch (e) {
      // A role change that waits for a second admin needs the maker's reason (decision 113): ask, then send again.
      if (e instanceof ApiError && e.parts.field === 'reason' && !body.reason) setAsking({ staff, body, done });
      else if (body.reason) throw e;
      else message.error((e as Error).message);
    }
  }

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Staff
        </Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          Add a staff member
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">
        Changing a role or deactivating an account logs the person out everywhere. Every change is in the audit log.
      </Typography.Paragraph>
      {error && (
        <LoadFailure error={error} onRetry={refetch} what="Could not load the staff" style={{ marginBottom: 16 }} />
      )}
      <Table<StaffItem>
        rowKey="id"
        loading={isPending}
        dataSource={data?.items ?? []}
        pagination={false}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Email', dataIndex: 'email' },
          {
            title: 'Role',
            key: 'role',
            render: (_: unknown, s) => (
              <Select<StaffRole>
                aria-label={`Role of ${s.email}`}
                value={s.role}
                style={{ width: 200 }}
                disabled={!s.isActive}
                onChange={(role) => void change(s, { role }, `now ${role}`)}
                options={ROLES.map((r) => ({ value: r, label: r.replace('_', ' ') }))}
              />
            ),
          },
          {
            title: 'State',
            key: 'state',
            render: (_: unknown, s) => (
              <Space size={4}>
                {s.isActive ? <Tag color="green">active</Tag> : <Tag>deactivated</Tag>}
                {isLocked(s) && (
                  <Tag color="red">locked, unlocks {describeUntil(new Date(s.lockedUntil!), new Date())}</Tag>
                )}
              </Space>
            ),
          },
          {
            title: 'Since',
            dataIndex: 'createdAt',
            render: (at: string) => day(at),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_: unknown, s) => (
              <Space>
                {isLocked(s) && <Button onClick={() => void change(s, { unlock: true }, 'unlocked')}>Unlock</Button>}
                {s.isActive ? (
                  <Popconfirm
                    title={`Deactivate ${s.email}? They are logged out at once.`}
                    okText="Deactivate"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => void change(s, { isActive: false }, 'deactivated')}
                  >
                    <Button danger>Deactivate</Button>
                  </Popconfirm>
                ) : (
                  <Button onClick={() => void change(s, { isActive: true }, 'active again')}>Reactivate</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {adding && (
        <CreateStaffModal
          onClose={() => setAdding(false)}
          onDone={(email) => {
            setAdding(false);
            message.success(`${email} can now log in`);
          }}
        />
      )}
      {asking && (
        <ReasonModal
          title={`Propose the change for ${asking.staff.email}: a second admin must approve it`}
          okText="Propose"
          onClose={() => setAsking(undefined)}
          onOk={(reason) => change(asking.staff, { ...asking.body, reason }, asking.done)}
        />
      )}
    </>
  );
}

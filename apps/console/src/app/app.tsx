// The console shell: login, then a menu of the sections the staff member's role may use. Sections
// are paths under /console so a page can be bookmarked; the server answers them all with index.html.
import { useEffect, useState, type ReactNode } from 'react';
import { App as AntApp, Button, ConfigProvider, Layout, Menu, Spin, Typography } from 'antd';
import type { StaffMe, StaffRole } from '@lendwell/contracts';
import { currentStaff, logout } from '../lib/api';
import { LoginPage } from '../features/login/login-page';
import { LoanReviewPage } from '../features/loan-review/loan-review-page';
import { DisbursementPage } from '../features/disbursement/disbursement-page';
import { ComplaintsPage } from '../features/complaints/complaints-page';
import { AuditPage } from '../features/audit/audit-page';
import { SandboxToolsPage } from '../features/sandbox-tools/sandbox-tools-page';
import { OrdersPage } from '../features/orders/orders-page';

type Section = { key: string; label: string; roles: StaffRole[]; page: (role: StaffRole) => ReactNode };

// The server checks roles on every call; hiding sections only spares staff a refusal.
const SECTIONS: Section[] = [
  { key: 'complaints', label: 'Complaint desk', roles: ['agent'], page: () => <ComplaintsPage /> },
  { key: 'loan-review', label: 'Loan review', roles: ['reviewer'], page: () => <LoanReviewPage /> },
  { key: 'disbursement', label: 'Disbursement', roles: ['finance'], page: () => <DisbursementPage /> },
  { key: 'orders', label: 'Orders', roles: ['agent', 'reviewer', 'finance'], page: (role) => <OrdersPage canWaive={role === 'finance' || role === 'admin'} /> },
  { key: 'audit', label: 'Audit log', roles: [], page: () => <AuditPage /> },
  { key: 'sandbox', label: 'Sandbox tools', roles: [], page: () => <SandboxToolsPage /> },
];

const allowed = (role: StaffRole) => SECTIONS.filter((s) => role === 'admin' || s.roles.includes(role));
const sectionFromPath = () => window.location.pathname.replace(/^\/console\/?/, '').split('/')[0] ?? '';

export function App() {
  const [me, setMe] = useState<StaffMe | null | undefined>(undefined);
  const [section, setSection] = useState(sectionFromPath());

  useEffect(() => {
    void currentStaff().then(setMe);
    const onPop = () => setSection(sectionFromPath());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function go(key: string) {
    window.history.pushState(null, '', `/console/${key}`);
    setSection(key);
  }

  let body: ReactNode;
  if (me === undefined) body = <Spin style={{ margin: 120 }} />;
  else if (me === null) body = <LoginPage onLogin={setMe} />;
  else {
    const sections = allowed(me.staff.role);
    const current = sections.find((s) => s.key === section) ?? sections[0]!;
    body = (
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider width={220} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
          <Typography.Title level={4} style={{ padding: '16px 24px 0' }}>
            Lendwell
          </Typography.Title>
          <Menu mode="inline" selectedKeys={[current.key]} items={sections.map((s) => ({ key: s.key, label: s.label }))} onClick={(e) => go(e.key)} />
        </Layout.Sider>
        <Layout style={{ minWidth: 0 }}>
          <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16, borderBottom: '1px solid #f0f0f0' }}>
            <span>
              {me.staff.name} · <strong>{me.staff.role}</strong>
            </span>
            <Button
              onClick={async () => {
                await logout();
                setMe(null);
              }}
            >
              Log out
            </Button>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>{current.page(me.staff.role)}</Layout.Content>
        </Layout>
      </Layout>
    );
  }

  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#0032E8' } }}>
      <AntApp>{body}</AntApp>
    </ConfigProvider>
  );
}

// The console shell: login, then a menu of the sections the staff member's role may use. Sections
// are paths under /console so a page can be bookmarked; the server answers them all with index.html.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  App as AntApp,
  Badge,
  Button,
  ConfigProvider,
  Layout,
  Menu,
  Modal,
  Spin,
  Typography,
  type MenuProps,
} from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import type { StaffMe, StaffRole } from '@lendwell/contracts';
import { currentStaff, logout, whenSessionEnds } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { readableTableTokens, readableTagTokens } from '../lib/contrast-theme';
import { hasRole, ROLE_NAMES, type SectionProps } from '../lib/section';
import { discardUnsavedEdits, hasUnsavedEdits } from '../lib/unsaved';
import { LoginPage } from '../features/login/login-page';
import { useApprovalCount } from '../features/approvals/api/get-approval-count';

/** The Approvals menu item with the count of open proposals this staff member may decide (decision 106). */
function ApprovalsLabel({ label }: { label: string }) {
  const count = useApprovalCount().data?.count ?? 0;
  return (
    <span>
      {label}
      {count > 0 && (
        <Badge count={count} color="#0032E8" aria-label={`${count} waiting for you`} style={{ marginInlineStart: 8 }} />
      )}
    </span>
  );
}

/** A section's page is its own chunk, loaded the first time staff open it. */
function section(load: () => Promise<{ default: ComponentType<SectionProps> }>) {
  return lazy(load);
}

/** The menu: each section an item, those of a group under its heading, in the order of SECTIONS. */
function menuItems(sections: Section[]): NonNullable<MenuProps['items']> {
  const items: NonNullable<MenuProps['items']> = [];
  const groups = new Map<string, { key: string; label: ReactNode }[]>();
  for (const s of sections) {
    const item = { key: s.key, label: s.key === 'approvals' ? <ApprovalsLabel label={s.label} /> : s.label };
    if (!s.group) {
      items.push(item);
      continue;
    }
    const children = groups.get(s.group);
    if (children) children.push(item);
    else {
      const first = [item];
      groups.set(s.group, first);
      items.push({ key: `group:${s.group}`, label: s.group, type: 'group', children: first });
    }
  }
  return items;
}

// One cache per page load, cleared when staff log out.
const queryClient = createQueryClient();

/** `group` puts a section under a heading of the menu (Compliance, decision 119). */
type Section = { key: string; label: string; roles: StaffRole[]; group?: string; Page: ComponentType<SectionProps> };

// The server checks roles on every call; hiding sections only spares staff a refusal.
const SECTIONS: Section[] = [
  {
    key: 'complaints',
    label: 'Complaint desk',
    roles: ['agent'],
    Page: section(() => import('../features/complaints/complaints-page')),
  },
  {
    key: 'loan-review',
    label: 'Loan review',
    roles: ['reviewer'],
    Page: section(() => import('../features/loan-review/loan-review-page')),
  },
  {
    key: 'disbursement',
    label: 'Disbursement',
    roles: ['finance'],
    Page: section(() => import('../features/disbursement/disbursement-page')),
  },
  {
    key: 'payments',
    label: 'Payments',
    roles: ['finance'],
    Page: section(() => import('../features/payments/payments-page')),
  },
  {
    key: 'reported-payments',
    label: 'Payment reports',
    roles: ['finance'],
    Page: section(() => import('../features/reported-payments/reported-payments-page')),
  },
  {
    key: 'books',
    label: 'Books',
    roles: ['finance'],
    Page: section(() => import('../features/books/books-page')),
  },
  {
    key: 'orders',
    label: 'Orders',
    roles: ['agent', 'reviewer', 'finance'],
    Page: section(() => import('../features/orders/orders-page')),
  },
  { key: 'staff', label: 'Staff', roles: [], Page: section(() => import('../features/staff/staff-page')) },
  {
    key: 'configuration',
    label: 'Configuration',
    roles: [],
    Page: section(() => import('../features/configuration/configuration-page')),
  },
  {
    key: 'agreements',
    label: 'Agreement templates',
    roles: [],
    Page: section(() => import('../features/agreement-templates/agreement-templates-page')),
  },
  {
    key: 'promotion',
    label: 'Promotion & events',
    roles: [],
    Page: section(() => import('../features/promotion/promotion-page')),
  },
  {
    key: 'credit-rules',
    label: 'Credit rules',
    roles: ['risk'],
    Page: section(() => import('../features/credit-rules/credit-rules-page')),
  },
  {
    key: 'credit-figures',
    label: 'Risk figures',
    roles: ['risk'],
    Page: section(() => import('../features/credit-figures/credit-figures-page')),
  },
  { key: 'audit', label: 'Audit log', roles: [], Page: section(() => import('../features/audit/audit-page')) },
  { key: 'webhooks', label: 'Webhooks', roles: [], Page: section(() => import('../features/webhooks/webhooks-page')) },
  {
    key: 'sandbox',
    label: 'Sandbox tools',
    roles: [],
    Page: section(() => import('../features/sandbox-tools/sandbox-tools-page')),
  },
  {
    key: 'reminders',
    label: 'Reminders',
    roles: [],
    Page: section(() => import('../features/reminders/reminders-page')),
  },
  {
    key: 'receipts',
    label: 'Receipts & reversals',
    roles: ['finance', 'agent', 'reviewer', 'collections_supervisor'],
    Page: section(() => import('../features/reversals/reversals-page')),
  },
  {
    key: 'credit-bureau',
    label: 'Credit bureau',
    roles: ['compliance'],
    group: 'Compliance',
    Page: section(() => import('../features/credit-bureau/credit-bureau-page')),
  },
  {
    key: 'data-protection',
    label: 'Data protection',
    roles: ['compliance'],
    group: 'Compliance',
    Page: section(() => import('../features/data-protection/data-protection-page')),
  },
  {
    key: 'aml-alerts',
    label: 'AML alerts',
    roles: ['compliance'],
    group: 'Compliance',
    Page: section(() => import('../features/aml-alerts/aml-alerts-page')),
  },
  {
    key: 'collections',
    label: 'Collections',
    roles: ['collector', 'collections_supervisor'],
    Page: section(() => import('../features/collections/collections-page')),
  },
  {
    key: 'approvals',
    label: 'Approvals',
    // The collections supervisor decides hardship plans (decision 128).
    roles: ['finance', 'reviewer', 'risk', 'collections_supervisor'],
    Page: section(() => import('../features/approvals/approvals-page')),
  },
  {
    key: 'credit-block-list',
    label: 'Block list',
    roles: ['risk'],
    Page: section(() => import('../features/credit-block-list/credit-block-list-page')),
  },
];

const allowed = (role: StaffRole) => SECTIONS.filter((s) => hasRole(role, ...s.roles));
/** antd's md breakpoint: below it the menu is folded by default. */
const narrow = window.matchMedia('(max-width: 767px)');
const sectionFromPath = () => window.location.pathname.replace(/^\/console\/?/, '').split('/')[0] ?? '';

export function App() {
  const [me, setMe] = useState<StaffMe | null | undefined>(undefined);
  const [section, setSection] = useState(sectionFromPath());
  const [menuFolded, setMenuFolded] = useState(narrow.matches);
  const [logoutProblem, setLogoutProblem] = useState('');
  const [sessionEnded, setSessionEnded] = useState('');

  async function signOut() {
    setLogoutProblem('');
    try {
      await logout();
      // The next staff member on this screen must not see the last one's data from the cache.
      queryClient.clear();
      setMe(null);
    } catch (e) {
      // The session is still open on the server, so the staff member stays signed in and is told why.
      setLogoutProblem(`Could not log out: ${(e as Error).message}`);
    }
  }

  useEffect(() => {
    // A session that ended mid-work sends staff to the login page with the reason (decision 102);
    // the cache goes with it, as on logout.
    whenSessionEnds((sentence) => {
      queryClient.clear();
      setSessionEnded(sentence);
      setMe(null);
    });
    return () => whenSessionEnds(undefined);
  }, []);

  useEffect(() => {
    void currentStaff().then(setMe);
    const onPop = () => setSection(sectionFromPath());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function go(key: string) {
    if (key === section) return;
    // An editor with unsaved edits (agreement clauses) would lose them: ask first.
    if (hasUnsavedEdits()) {
      Modal.confirm({
        title: 'Leave without saving?',
        content: 'Your changes in this section are not saved and will be lost.',
        okText: 'Leave without saving',
        okButtonProps: { danger: true },
        cancelText: 'Stay',
        onOk: () => {
          discardUnsavedEdits();
          navigate(key);
        },
      });
      return;
    }
    navigate(key);
  }

  function navigate(key: string) {
    window.history.pushState(null, '', `/console/${key}`);
    setSection(key);
    if (narrow.matches) setMenuFolded(true);
  }

  let body: ReactNode;
  if (me === undefined) body = <Spin style={{ margin: 120 }} />;
  else if (me === null)
    body = (
      <LoginPage
        notice={sessionEnded}
        onLogin={(next) => {
          setSessionEnded('');
          setMe(next);
        }}
      />
    );
  else {
    const sections = allowed(me.staff.role);
    const current = sections.find((s) => s.key === section) ?? sections[0]!;
    body = (
      <Layout style={{ minHeight: '100vh' }}>
        {/* On a phone's width the menu folds away behind a toggle, so the page keeps the whole screen. */}
        <Layout.Sider
          width={220}
          theme="light"
          breakpoint="md"
          collapsedWidth={0}
          collapsed={menuFolded}
          onCollapse={setMenuFolded}
          zeroWidthTriggerStyle={{ top: 12 }}
          style={{ borderRight: '1px solid #f0f0f0' }}
        >
          <Typography.Title level={4} style={{ padding: '16px 24px 0' }}>
            Lendwell
          </Typography.Title>
          <Menu mode="inline" selectedKeys={[current.key]} items={menuItems(sections)} onClick={(e) => go(e.key)} />
        </Layout.Sider>
        <Layout style={{ minWidth: 0 }}>
          <Layout.Header
            style={{
              background: '#fff',
              display: 'flex',
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: 16,
              borderBottom: '1px solid #f0f0f0',
              paddingInline: narrow.matches ? 12 : 50,
            }}
          >
            <span>
              {me.staff.name} · <strong>{ROLE_NAMES[me.staff.role]}</strong>
            </span>
            {logoutProblem && (
              <Typography.Text type="danger" role="alert">
                {logoutProblem}
              </Typography.Text>
            )}
            <Button onClick={() => void signOut()}>Log out</Button>
          </Layout.Header>
          <Layout.Content style={{ padding: narrow.matches ? 12 : 24 }}>
            <Suspense fallback={<Spin style={{ margin: 80 }} />}>
              <current.Page role={me.staff.role} staffId={me.staff.id} />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    );
  }

  // colorError: antd's default red (#ff4d4f) reads at 3.3:1 on white; this one meets AA (axe, decision 047).
  // Links and secondary text likewise (decision 049): antd's defaults read below 4.5:1 in tables.
  return (
    <ConfigProvider
      theme={{
        // Secondary texts (description labels, empty tables, placeholders) dark enough for WCAG AA on white.
        token: {
          colorPrimary: '#0032E8',
          colorError: '#cf1322',
          colorLink: '#0032E8',
          colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
          colorTextTertiary: '#595959',
          colorTextDescription: '#595959',
          colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
        },
        // Preset and status tags and tables' empty texts read at AA contrast (lib/contrast-theme.ts).
        components: { Tag: readableTagTokens, Table: readableTableTokens },
      }}
    >
      <QueryClientProvider client={queryClient}>
        <AntApp>{body}</AntApp>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

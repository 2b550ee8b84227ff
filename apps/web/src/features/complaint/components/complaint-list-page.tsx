// /complaintList: the borrower's complaints in tabs; each opens its details.
import { useState } from 'react';
import { useLocation } from 'wouter';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Page } from '@/components/ui/page';
import { LoadFailure } from '@/components/ui/query-state';
import { TabBar } from '@/components/ui/tab-bar';
import { paths } from '@/config/paths';
import { cm } from '../messages';
import { sharedParamsQuery } from '@/lib/session-params';
import { useProblemList } from '../api/get-problem-list';
import './complaint.css';

export default function ComplaintListPage() {
  const list = useProblemList();
  const { data, isPending } = list;
  const [chosen, setTab] = useState<number | null>(null);
  const [, navigate] = useLocation();
  const tabs = data?.res.tabs ?? [];
  // Until the borrower picks a tab, open on the first that has complaints (decision 072): an empty
  // Processing tab must not hide an answered complaint.
  const tab =
    chosen ??
    Math.max(
      0,
      tabs.findIndex((t) => t.items.length > 0),
    );
  const items = tabs[tab]?.items ?? [];

  return (
    <Page title={cm.myComplaints}>
      <TabBar
        label={cm.listLabel}
        tabs={tabs.map((t, i) => ({ key: i, title: `${t.title} (${t.items.length})` }))}
        active={tab}
        onChange={setTab}
      />
      {list.isError ? (
        <LoadFailure error={list.error} retry={() => void list.refetch()} />
      ) : isPending ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : items.length === 0 ? (
        <p className="cp-empty">{cm.empty}</p>
      ) : (
        items.map((item) => (
          <button
            key={item.id}
            type="button"
            className="cp-item"
            onClick={() => navigate(`${paths.complainDetails}?${sharedParamsQuery({ problemId: String(item.id) })}`)}
          >
            <span className="cp-item__top">
              <span className="cp-item__type">{item.type}</span>
              <span>{item.time}</span>
            </span>
            <span className="cp-item__content">{item.content}</span>
          </button>
        ))
      )}
    </Page>
  );
}

// "My worklist" (decision 127): the collector's own loans by priority, each with the borrower's name, the
// amount due, the last contact, the promise and whether contact is allowed now (with the reason in words).
import { Button, Table, Tag, Typography } from 'antd';
import type { CollectionWorklistItem } from '@lendwell/contracts';
import { peso } from '../../lib/api';
import { when } from '../../lib/when';
import { useWorklist } from './api/get-worklist';
import { LoadFailure } from '../../components/load-failure';

const PROMISE_COLORS: Record<string, string> = { open: 'blue', kept: 'green', broken: 'red' };
const OUTCOMES: Record<string, string> = {
  reached: 'Reached the borrower',
  no_answer: 'No answer',
  promised: 'Promised to pay',
  refused: 'Refused to pay',
  wrong_number: 'Wrong number',
  left_message: 'Left a message',
};
const CHANNELS: Record<string, string> = { call: 'Call', sms: 'Text message', email: 'Email', visit: 'Visit' };

export function WorklistTab({ onOpen }: { onOpen: (orderNo: string) => void }) {
  const { data, error, refetch } = useWorklist();
  if (error) return <LoadFailure error={error} onRetry={refetch} what="Could not load your worklist" />;
  return (
    <Table
      loading={!data}
      rowKey="orderNo"
      size="small"
      tableLayout="fixed"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={data?.items ?? []}
      locale={{ emptyText: 'No loans are assigned to you' }}
      title={() => (
        <Typography.Text>
          Highest priority first: a broken promise, then days past due, amount due and past broken promises. Each
          borrower may be contacted at most {data?.dailyContactCap ?? '…'} times a day.
        </Typography.Text>
      )}
      columns={[
        {
          title: 'Borrower',
          dataIndex: 'borrowerName',
          width: 150,
          render: (name: string, row: CollectionWorklistItem) => (
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              onClick={() => onOpen(row.orderNo)}
            >
              {name}
            </Button>
          ),
        },
        { title: 'Amount due', dataIndex: 'amountDueCents', width: 110, render: (c: number) => peso(c) },
        { title: 'Days past due', dataIndex: 'daysPastDue', width: 80 },
        {
          title: 'Last contact',
          dataIndex: 'lastContact',
          width: 160,
          render: (c: CollectionWorklistItem['lastContact']) =>
            c
              ? `${CHANNELS[c.channel] ?? c.channel}: ${OUTCOMES[c.outcome] ?? c.outcome}, ${when(c.at)}`
              : 'Not contacted yet',
        },
        {
          title: 'Promise',
          dataIndex: 'promise',
          width: 170,
          render: (p: CollectionWorklistItem['promise']) =>
            p ? (
              <Tag color={PROMISE_COLORS[p.status]} style={{ whiteSpace: 'normal' }}>
                {p.text}
              </Tag>
            ) : (
              'No promise'
            ),
        },
        { title: 'Next action', dataIndex: 'nextAction', width: 150 },
        {
          title: 'Contact now',
          dataIndex: 'contactAllowedNow',
          width: 126,
          render: (allowed: boolean, row: CollectionWorklistItem) =>
            allowed ? <Tag color="green">Allowed now</Tag> : <span>Not now: {row.contactBlockedReason}</span>,
        },
      ]}
    />
  );
}

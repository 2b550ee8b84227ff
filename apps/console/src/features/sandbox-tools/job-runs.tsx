// The scheduled jobs' latest runs from the shared queue (decision 067): which job ran when, whether
// it was retried, and what it did or why it failed. One list for every instance of the server.
import { Button, Card, Table, Typography } from 'antd';
import { when } from '../../lib/when';
import type { JobRun } from '@lendwell/contracts';
import { useJobRuns } from './api/get-job-runs';
import { LoadFailure } from '../../components/load-failure';

/** Words, not colours alone: a failed, retried or interrupted run (its instance died, decision 103) is marked in bold red text that passes contrast. */
const attention = new Set(['failed', 'retry', 'expired', 'cancelled', 'interrupted']);

const shown = (at: string | null) => (at ? when(at) : '—');

export function JobRuns() {
  const { data, error, isPending, refetch } = useJobRuns();
  return (
    <Card
      title="Scheduled jobs"
      extra={<Button onClick={() => void refetch()}>Refresh</Button>}
      style={{ maxWidth: 960, marginBottom: 16 }}
    >
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="The job history could not be loaded"
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<JobRun>
        rowKey="id"
        size="small"
        loading={isPending}
        pagination={false}
        locale={{ emptyText: 'No job has run yet: jobs start with the server on a worker instance.' }}
        dataSource={data?.runs ?? []}
        columns={[
          { title: 'Job', dataIndex: 'job', width: 200 },
          {
            title: 'State',
            dataIndex: 'state',
            width: 110,
            render: (state: string) =>
              attention.has(state) ? (
                <Typography.Text strong type="danger">
                  {state}
                </Typography.Text>
              ) : (
                state
              ),
          },
          { title: 'Retries', dataIndex: 'retries', width: 80 },
          { title: 'Queued', dataIndex: 'createdAt', width: 190, render: shown },
          { title: 'Finished', dataIndex: 'completedAt', width: 190, render: shown },
          {
            title: 'Result',
            dataIndex: 'output',
            // A job's output is JSON without spaces: it may break anywhere rather than widen the table.
            render: (o: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{o ?? ''}</span>,
          },
        ]}
      />
    </Card>
  );
}

// Saved versions of one agreement, newest first; an old version can be loaded into the editor and
// saved again as a new version (nothing is ever overwritten).
import { ActorName } from '../../components/actor-name';
import { Button, Card, Table } from 'antd';
import { when } from '../../lib/when';
import type { AgreementClause, AgreementTemplateVersion } from '@lendwell/contracts';
import { useTemplateVersions } from './api/get-template-versions';

type Props = { position: number; versions: number; onLoad: (clauses: AgreementClause[]) => void };

export function VersionHistory({ position, versions, onLoad }: Props) {
  const { data, isPending } = useTemplateVersions(position);
  return (
    <Card title={`History (${versions} version${versions === 1 ? '' : 's'})`} size="small">
      <Table<AgreementTemplateVersion>
        rowKey="version"
        size="small"
        loading={isPending}
        dataSource={data?.items ?? []}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        columns={[
          { title: 'Version', dataIndex: 'version', width: 80 },
          {
            title: 'Saved',
            dataIndex: 'createdAt',
            render: (at: string) => when(at),
          },
          {
            title: 'By',
            dataIndex: 'createdBy',
            ellipsis: true,
            render: (a: string | null) => <ActorName actor={a} />,
          },
          { title: 'Sections', key: 'sections', width: 90, render: (_: unknown, row) => row.clauses.length },
          {
            title: '',
            key: 'load',
            width: 90,
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => onLoad(row.clauses)}>
                Load
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

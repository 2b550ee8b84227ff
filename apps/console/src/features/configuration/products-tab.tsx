// Products: the current version's terms, a quote at the default amount (with the effective rate),
// editing through the compliance guard, and withdrawing a product from borrowers' lists.
import { useState } from 'react';
import { App as AntApp, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ConsoleProduct } from '@lendwell/contracts';
import { formatBps } from '@lendwell/contracts/money-format';
import { peso } from '../../lib/api';
import { useProducts } from './api/get-products';
import { useSetProductActive } from './api/set-product-active';
import { ProductDrawer } from './product-drawer';
import { isProposed } from '../../lib/proposed';
import { LoadFailure } from '../../components/load-failure';

export function ProductsTab() {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useProducts();
  const setProductActive = useSetProductActive();
  const [editing, setEditing] = useState<ConsoleProduct>();

  async function setActive(product: ConsoleProduct, isActive: boolean) {
    try {
      await setProductActive.mutateAsync({ id: product.id, isActive });
      message.success(`${product.terms.name} ${isActive ? 'is offered again' : 'is withdrawn; its orders go on'}`);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <>
      <Typography.Paragraph type="secondary">
        Every save is checked against the loan rules and the SEC caps and kept as a new version; orders keep the version
        they were priced with. A withdrawn product leaves the borrower&apos;s lists and takes no new applications.
      </Typography.Paragraph>
      {error && (
        <LoadFailure error={error} onRetry={refetch} what="Could not load the products" style={{ marginBottom: 16 }} />
      )}
      <Table<ConsoleProduct>
        rowKey="id"
        loading={isPending}
        pagination={false}
        dataSource={data?.items ?? []}
        columns={[
          {
            title: 'Product',
            key: 'name',
            width: 150,
            render: (_, p) => (
              <Space orientation="vertical" size={0}>
                <strong style={{ whiteSpace: 'nowrap' }}>{p.terms.name}</strong>
                <Typography.Text type="secondary">{p.code}</Typography.Text>
              </Space>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'isActive',
            width: 110,
            render: (on: boolean) => (on ? <Tag color="green">Offered</Tag> : <Tag>Withdrawn</Tag>),
          },
          {
            title: 'Terms',
            key: 'terms',
            render: (_, p) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {peso(p.terms.minAmountCents)} – {peso(p.terms.maxAmountCents)}
                </span>
                <Typography.Text type="secondary">
                  {p.terms.periods} × {p.terms.periodDays} days · {formatBps(p.terms.monthlyInterestRateBps)} a month ·
                  fee {formatBps(p.terms.serviceFeeBps)}{' '}
                  {p.terms.feeTiming === 'upfront' ? 'deducted' : 'with installments'}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: 'Quote at the default amount',
            key: 'quote',
            render: (_, p) =>
              p.quote ? (
                <Space orientation="vertical" size={0}>
                  <span>
                    {peso(p.quote.amountCents)}: receives {peso(p.quote.netProceedsCents)}, repays{' '}
                    {peso(p.quote.totalRepaymentCents)}
                  </span>
                  <span>
                    <Typography.Text type="secondary">
                      EIR {formatBps(p.quote.effectiveMonthlyBps)} a month · {formatBps(p.quote.effectiveYearlyBps)} a
                      year
                    </Typography.Text>
                    {p.quote.capsApply && (
                      <Tag color="blue" style={{ marginLeft: 8 }}>
                        SEC caps
                      </Tag>
                    )}
                  </span>
                </Space>
              ) : (
                '—'
              ),
          },
          {
            title: 'History',
            key: 'history',
            width: 120,
            render: (_, p) => (
              <Space orientation="vertical" size={0}>
                <span>{p.versionCount === 1 ? '1 version' : `${p.versionCount} versions`}</span>
                <Typography.Text type="secondary">
                  {p.orderCount === 1 ? '1 order' : `${p.orderCount} orders`}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            width: 200,
            render: (_, p) => (
              <Space>
                <Button onClick={() => setEditing(p)}>Edit</Button>
                {p.isActive ? (
                  <Popconfirm
                    title={`Withdraw ${p.terms.name}?`}
                    description="Borrowers stop seeing it; existing orders are not affected."
                    okText="Withdraw"
                    onConfirm={() => void setActive(p, false)}
                  >
                    <Button danger>Withdraw</Button>
                  </Popconfirm>
                ) : (
                  <Button onClick={() => void setActive(p, true)}>Offer again</Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ProductDrawer
          product={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            if (isProposed(saved)) message.info(saved.message);
            else message.success(`${saved.terms.name} saved as version ${saved.versionCount}`);
            setEditing(undefined);
          }}
        />
      )}
    </>
  );
}

// Written consent (decision 082): the borrower's signed agreement to be contacted outside 6:00 AM–10:00 PM.
// The collector records who signed, the date on the document and a scan of it; the server keeps the
// scan private (the link here lives ten minutes) and the contact log then accepts calls outside the hours.
import { useState } from 'react';
import { day, when } from '../../lib/when';
import { Alert, Button, Card, DatePicker, Form, Input, Space, Table, Tag, Typography, Upload, message } from 'antd';
import { useRecordConsent } from './api/record-consent';
import { useRevokeConsent } from './api/revoke-consent';
import type { CollectionConsent as Consent } from '@lendwell/contracts';

/** The date picker's value: a day.js date, of which only format is used. */
type Values = { signerName: string; signedOn: { format: (f: string) => string } };

export function LoanConsentCard({ orderNo, consents }: { orderNo: string; consents: Consent[] }) {
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const record = useRecordConsent();
  const revoke = useRevokeConsent();

  const submit = (v: Values) => {
    if (!file) return void message.error('Attach the scan or photo of the signed consent');
    record.mutate(
      { orderNo, signerName: v.signerName, signedOn: v.signedOn.format('YYYY-MM-DD'), document: file },
      {
        onSuccess: () => {
          void message.success('Consent recorded');
          form.resetFields();
          setFile(null);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Card size="small" title="Written consent to other hours">
      <Typography.Paragraph>
        Record it only from a document the borrower signed. It lets collectors contact this borrower outside 6:00
        AM–10:00 PM Manila time until it is withdrawn.
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={consents}
        locale={{ emptyText: <span style={{ color: '#262626' }}>No written consent recorded</span> }}
        columns={[
          { title: 'Signed by', dataIndex: 'signerName' },
          { title: 'Signed on', dataIndex: 'signedOn', render: day },
          {
            title: 'Recorded',
            key: 'recorded',
            render: (_: unknown, c: Consent) => `${when(c.recordedAt)} by ${c.recordedBy}`,
          },
          {
            title: 'Document',
            dataIndex: 'documentUrl',
            render: (url: string) => (
              <a href={url} target="_blank" rel="noreferrer">
                Open the signed document
              </a>
            ),
          },
          {
            title: 'Status',
            key: 'status',
            render: (_: unknown, c: Consent) =>
              c.revokedAt ? (
                <Tag color="default" style={{ color: '#262626' }}>
                  Withdrawn {day(c.revokedAt)}: {c.revokeReason}
                </Tag>
              ) : revoking === c.id ? (
                <Space>
                  <Input
                    aria-label="Why the consent ends"
                    placeholder="Why it ends"
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  <Button
                    danger
                    loading={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(
                        { orderNo, id: c.id, reason },
                        {
                          onSuccess: () => {
                            void message.success('Consent withdrawn');
                            setRevoking(null);
                            setReason('');
                          },
                          onError: (error) => void message.error(error.message),
                        },
                      )
                    }
                  >
                    Withdraw
                  </Button>
                </Space>
              ) : (
                <Space>
                  <Tag color="green" style={{ color: '#135200' }}>
                    In force
                  </Tag>
                  <Button size="small" onClick={() => setRevoking(c.id)}>
                    Withdraw…
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <Form form={form} layout="inline" style={{ marginTop: 12, rowGap: 8 }} onFinish={submit}>
        <Form.Item
          name="signerName"
          label="Name as signed"
          rules={[{ required: true, message: 'Enter the name as signed' }]}
        >
          <Input style={{ width: 200 }} maxLength={200} />
        </Form.Item>
        <Form.Item name="signedOn" label="Signed on" rules={[{ required: true, message: 'Enter the date signed' }]}>
          <DatePicker aria-label="Signed on" />
        </Form.Item>
        <Form.Item label="Signed document">
          <Upload
            accept="image/jpeg,image/png,image/webp"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          >
            <Button>Choose the scan</Button>
          </Upload>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={record.isPending}>
          Record consent
        </Button>
      </Form>
      {record.isError && <Alert style={{ marginTop: 12 }} type="error" showIcon message={record.error.message} />}
    </Card>
  );
}

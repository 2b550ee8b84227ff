// Internal notes on a complaint: staff only. The borrower's app never reads them (they live in their
// own table, which no borrower endpoint touches), and the form says so.
import { useState } from 'react';
import { Alert, App as AntApp, Button, Input, List, Space, Spin, Typography } from 'antd';
import type { ConsoleComplaintNote } from '@lendwell/contracts';
import { get, post } from '../../lib/api';
import { useLoad } from '../../lib/use-load';

const when = (at: string) => new Date(at).toLocaleString('en-PH', { timeZone: 'Asia/Manila' });

export function InternalNotes({ complaintId, onAdded }: { complaintId: number; onAdded: () => void }) {
  const { message } = AntApp.useApp();
  const path = `/complaints/${complaintId}/notes`;
  const { data, error, loading, reload } = useLoad(path, () => get<{ items: ConsoleComplaintNote[] }>(path));
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  async function add() {
    setSaving(true);
    try {
      await post(path, { text: text.trim() });
      setText('');
      reload();
      onAdded();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`notes-${complaintId}`} style={{ marginTop: 24 }}>
      <Typography.Title level={5} id={`notes-${complaintId}`}>
        Internal notes
      </Typography.Title>
      <Typography.Paragraph type="secondary">Staff only: the borrower never sees these notes.</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          title={`Could not load the notes: ${error}`}
          action={<Button onClick={reload}>Try again</Button>}
        />
      )}
      {loading && !data ? (
        <Spin aria-label="Loading the notes" />
      ) : (
        <List
          size="small"
          dataSource={data?.items ?? []}
          locale={{ emptyText: 'No notes yet' }}
          renderItem={(note) => (
            <List.Item>
              <div>
                <div style={{ whiteSpace: 'pre-wrap' }}>{note.text}</div>
                <Typography.Text type="secondary">
                  {note.author} · {when(note.createdAt)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          aria-label="Internal note"
          placeholder="A note for colleagues (not sent to the borrower)"
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={1000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Space.Compact>
      <Button style={{ marginTop: 8 }} onClick={() => void add()} loading={saving} disabled={!text.trim()}>
        Add note
      </Button>
    </section>
  );
}

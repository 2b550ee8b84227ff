// Internal notes on a complaint: staff only. The borrower's app never reads them (they live in their
// own table, which no borrower endpoint touches), and the form says so.
import { useState } from 'react';
import { when } from '../../lib/when';
import { App as AntApp, Button, Input, List, Space, Spin, Typography } from 'antd';
import { useAddComplaintNote } from './api/add-complaint-note';
import { useComplaintNotes } from './api/get-complaint-notes';
import { LoadFailure } from '../../components/load-failure';

export function InternalNotes({ complaintId }: { complaintId: number }) {
  const { message } = AntApp.useApp();
  const { data, error, isPending, refetch } = useComplaintNotes(complaintId);
  const addNote = useAddComplaintNote();
  const [text, setText] = useState('');
  const saving = addNote.isPending;

  async function add() {
    try {
      await addNote.mutateAsync({ complaintId, text: text.trim() });
      setText('');
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <section aria-labelledby={`notes-${complaintId}`} style={{ marginTop: 24 }}>
      <Typography.Title level={5} id={`notes-${complaintId}`}>
        Internal notes
      </Typography.Title>
      <Typography.Paragraph type="secondary">Staff only: the borrower never sees these notes.</Typography.Paragraph>
      {error && <LoadFailure error={error} onRetry={refetch} what="Could not load the notes" />}
      {isPending ? (
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

// The agent's answer: text and up to nine images. Images are uploaded to the complaint first (checked
// and re-encoded by the server, filed under the borrower) and the answer names their keys.
import { useState } from 'react';
import { Button, Input, Space, Typography, Upload, type UploadFile } from 'antd';
import { uploadAnswerImage } from './api/upload-answer-image';

const MAX_IMAGES = 9;

export function AnswerForm({
  complaintId,
  onSend,
}: {
  complaintId: number;
  /** Sends the answer and reports its own failure (the desk shows it); it does not reject. */
  onSend: (text: string, imageKeys: string[]) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [sending, setSending] = useState(false);
  const uploading = files.some((f) => f.status === 'uploading');
  const keys = files.filter((f) => f.status === 'done').map((f) => (f.response as { key: string }).key);

  async function send() {
    setSending(true);
    try {
      await onSend(text.trim(), keys);
    } finally {
      setSending(false);
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label="Answer"
        rows={4}
        maxLength={1000}
        showCount
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="The Process Result the borrower will see"
      />
      <Upload
        listType="picture-card"
        accept="image/jpeg,image/png,image/webp"
        fileList={files}
        maxCount={MAX_IMAGES}
        onChange={({ fileList }) => setFiles(fileList)}
        customRequest={({ file, onSuccess, onError }) => {
          uploadAnswerImage({ complaintId, file: file as File }).then(
            (result) => onSuccess?.(result),
            (error: Error) => onError?.(error),
          );
        }}
      >
        {files.length < MAX_IMAGES && <span aria-label="Add an image">+ Image</span>}
      </Upload>
      {files
        .filter((f) => f.status === 'error')
        .map((f) => (
          <Typography.Text key={f.uid} type="danger">
            {f.name}: {(f.error as Error | undefined)?.message ?? 'upload failed'}
          </Typography.Text>
        ))}
      <Button type="primary" loading={sending} disabled={!text.trim() || uploading} onClick={() => void send()}>
        Send answer
      </Button>
    </Space>
  );
}

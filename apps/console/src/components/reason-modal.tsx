import { useState } from 'react';
import { Alert, Input, Modal, Select } from 'antd';

/**
 * Asks for the reason a decision must carry (approval, rejection, a payout marked failed); kept in history and the
 * audit log. Given `categories`, it also asks for one of them (a rejection's category for reporting, decision 109).
 */
export function ReasonModal(props: {
  title: string;
  okText: string;
  danger?: boolean;
  categories?: readonly string[];
  onOk: (reason: string, category?: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const needsCategory = props.categories !== undefined;

  async function send() {
    setBusy(true);
    setProblem('');
    try {
      await (needsCategory ? props.onOk(reason.trim(), category) : props.onOk(reason.trim()));
      props.onClose();
    } catch (e) {
      // The dialog stays open with the reason typed, so it can be sent again.
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger, disabled: !reason.trim() || (needsCategory && !category), loading: busy }}
      onCancel={props.onClose}
      onOk={() => void send()}
    >
      {props.categories && (
        <Select
          aria-label="Category"
          placeholder="Category (for reporting)"
          value={category}
          onChange={setCategory}
          options={props.categories.map((c) => ({ value: c, label: c }))}
          style={{ width: '100%', marginBottom: 12 }}
        />
      )}
      <Input.TextArea
        aria-label="Reason"
        placeholder="Reason (kept in the order history and the audit log)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
        maxLength={500}
      />
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

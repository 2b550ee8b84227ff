import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';

/** Asks for the reason a decision must carry (approval, rejection, a payout marked failed); kept in history and the audit log. */
export function ReasonModal(props: {
  title: string;
  okText: string;
  danger?: boolean;
  onOk: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function send() {
    setBusy(true);
    setProblem('');
    try {
      await props.onOk(reason.trim());
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
      okButtonProps={{ danger: props.danger, disabled: !reason.trim(), loading: busy }}
      onCancel={props.onClose}
      onOk={() => void send()}
    >
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

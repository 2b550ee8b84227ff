import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import type { StaffMe } from '@lendwell/contracts';
import { useLogIn } from './api/log-in';

/** `notice` says why staff are here again, e.g. a session that ended after the idle limit. */
export function LoginPage({ onLogin, notice = '' }: { onLogin: (me: StaffMe) => void; notice?: string }) {
  const [error, setError] = useState<string>();
  const logIn = useLogIn();
  const busy = logIn.isPending;

  async function submit(values: { email: string; password: string }) {
    try {
      onLogin(await logIn.mutateAsync(values));
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 120 }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3}>Lendwell console</Typography.Title>
        {notice && !error && <Alert type="info" title={notice} style={{ marginBottom: 16 }} showIcon />}
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} showIcon />}
        <Form layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Enter your email' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} block>
            Log in
          </Button>
        </Form>
      </Card>
    </div>
  );
}

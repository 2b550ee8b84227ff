// The landing's mobile-number rule (a RegExp source): the server refuses one that does not compile
// or that would reject an ordinary PH number, so a typo cannot close registration.
import { useState } from 'react';
import { App as AntApp, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { MOBILE_PATTERN_SAMPLE } from '@lendwell/contracts/console-template-limits';
import { usePromotionSettings } from './api/get-promotion-settings';
import { useSaveMobilePattern } from './api/save-mobile-pattern';
import { LoadFailure } from '../../components/load-failure';

function tryRule(source: string, sample: string): 'accepts' | 'refuses' | 'invalid' {
  try {
    return new RegExp(source).test(sample) ? 'accepts' : 'refuses';
  } catch {
    return 'invalid';
  }
}

export function MobileRule() {
  const { data, error, refetch } = usePromotionSettings();
  return (
    <Card title="Mobile number rule" style={{ marginBottom: 16 }}>
      {error && (
        <LoadFailure
          error={error}
          onRetry={refetch}
          what="Could not load the mobile rule"
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph type="secondary">
        A regular expression the landing checks numbers with before they are normalised to +63. It may narrow the
        numbers accepted, never widen them beyond PH mobiles.
        {data?.isDefault ? ' This is the default rule.' : ''}
      </Typography.Paragraph>
      {data && <RuleForm key={data.mobilePattern} saved={data.mobilePattern} />}
    </Card>
  );
}

function RuleForm({ saved }: { saved: string }) {
  const { message } = AntApp.useApp();
  const saveMobilePattern = useSaveMobilePattern();
  const [pattern, setPattern] = useState(saved);
  const [sample, setSample] = useState(MOBILE_PATTERN_SAMPLE);
  const verdict = tryRule(pattern, sample.replace(/[\s-]/g, ''));

  async function save() {
    try {
      await saveMobilePattern.mutateAsync(pattern);
      message.success('Mobile rule saved');
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  return (
    <Space wrap align="start">
      <Input
        aria-label="Mobile rule"
        value={pattern}
        onChange={(e) => setPattern(e.target.value)}
        style={{ width: 340, fontFamily: 'monospace' }}
      />
      <Input
        aria-label="Try a number"
        value={sample}
        onChange={(e) => setSample(e.target.value)}
        style={{ width: 180 }}
      />
      <Tag
        color={verdict === 'accepts' ? 'green' : verdict === 'refuses' ? 'orange' : 'red'}
        style={{ lineHeight: '30px' }}
      >
        {verdict === 'invalid' ? 'not a valid rule' : `${verdict} this number`}
      </Tag>
      <Button type="primary" disabled={!pattern.trim() || pattern === saved} onClick={() => void save()}>
        Save rule
      </Button>
    </Space>
  );
}

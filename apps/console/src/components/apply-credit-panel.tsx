// Borrower credit applied to another loan of the same borrower (finance, decision 084): beside the
// refund in the order drawer. Finance picks one of the borrower's open loans (number, status, what is
// due in pesos), types an amount in pesos (parsed to centavos exactly) and confirms; the answer is
// told in sentences. One request id per confirmation, so a double tap or a retry applies once.
import { day } from '../lib/when';
import { useState } from 'react';
import { App as AntApp, Button, Input, Popconfirm, Radio, Space, Typography } from 'antd';
import type { CreditApplicationResult } from '@lendwell/contracts';
import { orderStatusName } from '@lendwell/contracts/constants';
import { parsePesos } from '@lendwell/contracts/money-format';
import { ApiError, peso } from '../lib/api';
import { isProposed } from '../lib/proposed';
import { ReasonModal } from './reason-modal';
import { useApplyCredit } from './api/apply-credit';
import { useCreditTargets } from './api/get-credit-targets';
import { LoadFailure } from './load-failure';

const newRequestId = () => crypto.randomUUID();

/** What happened, in sentences a person reads. */
export function applicationSentences(done: CreditApplicationResult): string {
  if (done.duplicate)
    return `This application was already made; nothing more was moved. ${done.orderNo} holds ${peso(done.creditCents)} of credit.`;
  const moved = `${peso(done.appliedCents)} of credit moved from ${done.orderNo} to ${done.targetOrderNo}.`;
  const left = `${done.orderNo} now holds ${peso(done.creditCents)} of credit.`;
  const target =
    done.targetStatus === 200
      ? `${done.targetOrderNo} is now fully paid${done.targetCreditCents > 0 ? `; ${peso(done.targetCreditCents)} beyond its debt is kept as credit on it` : ''}.`
      : `${done.targetOrderNo} still owes ${peso(done.targetOwedCents)}.`;
  return `${moved} ${left} ${target}`;
}

export function ApplyCreditPanel({
  orderNo,
  creditCents,
  onApplied,
}: {
  orderNo: string;
  creditCents: number;
  /** The answer, told by the drawer: it stays after the credit is gone and this panel with it. */
  onApplied: (result: CreditApplicationResult) => void;
}) {
  const { message } = AntApp.useApp();
  const { data, error, refetch } = useCreditTargets(orderNo);
  const applyCredit = useApplyCredit();
  const [targetOrderNo, setTargetOrderNo] = useState<string>();
  const [pesos, setPesos] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [askingReason, setAskingReason] = useState(false);

  const amountCents = parsePesos(pesos);
  const amountError =
    pesos && (amountCents === null || amountCents === 0 || amountCents > creditCents)
      ? `Amount to apply: enter up to ${peso(creditCents)}`
      : '';
  // A changed choice is another request: it gets its own id.
  const change = (apply: () => void) => {
    apply();
    setRequestId(newRequestId());
  };

  async function confirm(reason?: string) {
    if (amountCents === null || !targetOrderNo || applyCredit.isPending) return;
    try {
      const result = await applyCredit.mutateAsync({ orderNo, targetOrderNo, amountCents, requestId, reason });
      if (isProposed(result)) message.info(result.message);
      else {
        onApplied(result);
        message.success(`Applied ${peso(result.appliedCents)} of credit to ${result.targetOrderNo}`);
      }
      setPesos('');
      setRequestId(newRequestId());
    } catch (e) {
      // Above the threshold a second person must approve it, with the maker's reason (decision 113): ask, then send again.
      if (e instanceof ApiError && e.parts.field === 'reason' && !reason) setAskingReason(true);
      else if (reason) throw e;
      else message.error((e as Error).message);
    }
  }

  if (error) return <LoadFailure error={error} onRetry={refetch} what="Could not load the borrower's other loans" />;
  if (!data) return null;
  const target = data.targets.find((t) => t.orderNo === targetOrderNo);
  return (
    <div>
      <Typography.Title level={5}>Apply to another loan</Typography.Title>
      {data.targets.length === 0 ? (
        <Typography.Paragraph type="secondary">
          The borrower has no other loan being repaid, due or overdue, so the credit can only be refunded.
        </Typography.Paragraph>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group
            aria-label="Loan to apply the credit to"
            value={targetOrderNo}
            onChange={(e) => change(() => setTargetOrderNo(e.target.value as string))}
          >
            <Space direction="vertical">
              {data.targets.map((t) => (
                <Radio key={t.orderNo} value={t.orderNo}>
                  {t.orderNo} · {orderStatusName(t.status)} · {peso(t.amountDueCents)} due by {day(t.dueOn)} (
                  {peso(t.owedCents)} pays it off)
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Space wrap>
            <Input
              aria-label="Amount to apply (₱)"
              prefix="₱"
              inputMode="decimal"
              style={{ width: 160 }}
              status={amountError ? 'error' : undefined}
              value={pesos}
              onChange={(e) => change(() => setPesos(e.target.value))}
            />
            <Popconfirm
              title={`Apply ${amountCents ? peso(amountCents) : ''} of credit from ${orderNo} to ${targetOrderNo ?? ''}?`}
              description={
                target && amountCents && amountCents > target.owedCents
                  ? `${target.orderNo} owes ${peso(target.owedCents)}: the rest stays as credit on it.`
                  : undefined
              }
              okText="Apply"
              onConfirm={() => void confirm()}
            >
              <Button
                type="primary"
                disabled={!targetOrderNo || !amountCents || !!amountError}
                loading={applyCredit.isPending}
              >
                Apply to another loan
              </Button>
            </Popconfirm>
          </Space>
          {amountError && <Typography.Text type="danger">{amountError}</Typography.Text>}
        </Space>
      )}
      {askingReason && (
        <ReasonModal
          title={`Propose applying ${amountCents ? peso(amountCents) : ''} of credit: a second person must approve it`}
          okText="Propose"
          onClose={() => setAskingReason(false)}
          onOk={(reason) => confirm(reason)}
        />
      )}
    </div>
  );
}

// Product: choose the amount (the product's own steps) and the term, see the quote (calc EMI,
// nothing created), then apply: the server checks the choice and names the confirm page to open.
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useParams } from 'wouter';
import type { HostEmiQuote, HostProductDetail } from '@lendwell/contracts';
import { LoadState } from '@/components/load-state';
import { Screen } from '@/components/screen';
import { ApiError } from '@/lib/api-client';
import { openPath } from '@/lib/borrower-pages';
import { formatBps, formatDate, formatMoney } from '@/lib/format';
import { useI18n } from '@/lib/i18n';
import { useApply } from '../api/apply';
import { choicesWithinLimit } from './amount-choices';
import { useCalcEmi } from '../api/calc-emi';
import { useProduct } from '../api/get-product';
import './product.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

function Quote({ quote }: { quote: HostEmiQuote }) {
  const { t } = useI18n();
  const first = quote.installments[0];
  const rows: [string, string][] = [
    [t('quoteReceive'), formatMoney(quote.netProceedsCents)],
    [t('quoteInterest'), formatMoney(quote.interestCents)],
    [t('quoteFees'), formatMoney(quote.serviceFeeCents)],
    [
      t('quoteRate'),
      t('quoteRateValue', {
        nominal: formatBps(quote.nominalMonthlyBps),
        effective: formatBps(quote.effectiveMonthlyBps),
      }),
    ],
    ...(first
      ? ([[t('quoteFirstDue'), `${formatMoney(first.totalCents)} · ${formatDate(first.dueOn)}`]] as [string, string][])
      : []),
  ];
  return (
    <section className="card" aria-labelledby="quote-title" aria-live="polite">
      <h2 id="quote-title">{t('quoteTitle')}</h2>
      <div className="row quote-total">
        <span>{t('quoteTotal')}</span>
        <strong>{formatMoney(quote.totalRepaymentCents)}</strong>
      </div>
      <dl className="quote-rows">
        {rows.map(([label, value]) => (
          <div key={label} className="row">
            <dt>{label}</dt>
            <dd>
              <WholeDates text={value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('quoteNote')}</p>
    </section>
  );
}

function ProductBody({ product }: { product: HostProductDetail }) {
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  // The slider stops at the borrower's limit (decision 129): above it the application would be declined.
  const choices = choicesWithinLimit(
    product.amountChoicesCents.length ? product.amountChoicesCents : [product.defaultAmountCents],
    product.limitCents,
  );
  const defaultIndex = choices.includes(product.defaultAmountCents)
    ? choices.indexOf(product.defaultAmountCents)
    : choices.length - 1;
  const [index, setIndex] = useState(defaultIndex);
  const [periods, setPeriods] = useState(product.quote.periods);
  const amountCents = choices[Math.min(index, choices.length - 1)] ?? product.defaultAmountCents;
  const quote = useCalcEmi({ productId: String(product.productId), amountCents, periods });
  const applyCall = useApply(product.productId);
  const [error, setError] = useState('');
  // The field a refusal names (decision 051): the amount or the term is marked where the borrower chose it.
  const [refused, setRefused] = useState<'amountCents' | 'periods' | null>(null);

  const apply = async () => {
    setError('');
    setRefused(null);
    try {
      const answer = await applyCall.mutateAsync({ amountCents, periods, language: lang });
      navigate(openPath(answer.confirmUrl));
    } catch (e) {
      const field = e instanceof ApiError && !e.network ? e.parts.field : undefined;
      if (field === 'amountCents' || field === 'periods') {
        setRefused(field);
        setError((e as ApiError).message);
        document.getElementById(field === 'amountCents' ? 'amount-input' : 'term-title')?.focus();
        return;
      }
      setError(e instanceof ApiError && !e.network ? e.message : t('offline'));
    }
  };
  const fieldError = (field: 'amountCents' | 'periods') =>
    refused === field ? (
      <p id={`${field}-error`} className="field-error" role="alert">
        {error}
      </p>
    ) : null;

  return (
    <>
      <section className="card" aria-labelledby="amount-title">
        <h2 id="amount-title">{t('amountLabel')}</h2>
        <p className="amount" aria-live="polite">
          {formatMoney(amountCents)}
        </p>
        {choices.length > 1 ? (
          <input
            id="amount-input"
            className="amount-range"
            aria-invalid={refused === 'amountCents' || undefined}
            aria-describedby={refused === 'amountCents' ? 'amountCents-error' : undefined}
            type="range"
            min={0}
            max={choices.length - 1}
            step={1}
            value={index}
            aria-label={t('amountLabel')}
            aria-valuetext={formatMoney(amountCents)}
            onChange={(e) => setIndex(Number(e.target.value))}
          />
        ) : null}
        <p className="muted">
          {t('amountRange', { min: formatMoney(product.minAmountCents), max: formatMoney(product.maxAmountCents) })}
        </p>
        {fieldError('amountCents')}
        {product.limitCents != null && product.limitCents < product.maxAmountCents ? (
          <p className="muted">{t('amountUpToLimit', { limit: formatMoney(product.limitCents) })}</p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="term-title">
        <h2 id="term-title" tabIndex={-1}>
          {t('termLabel')}
        </h2>
        <div
          className="term-choices"
          role="radiogroup"
          aria-labelledby="term-title"
          aria-invalid={refused === 'periods' || undefined}
          aria-describedby={refused === 'periods' ? 'periods-error' : undefined}
        >
          {product.termChoices.map((c) => (
            <label key={c.periods} className={`term-choice${c.periods === periods ? ' term-choice--on' : ''}`}>
              <input
                type="radio"
                name="term"
                value={c.periods}
                checked={c.periods === periods}
                onChange={() => setPeriods(c.periods)}
              />
              {t('termDays', { days: c.termDays })}
            </label>
          ))}
        </div>
        {fieldError('periods')}
      </section>
      <LoadState query={quote}>{(data) => <Quote quote={data} />}</LoadState>
      {error && !refused ? (
        <div className="card" role="alert">
          <p className="field-error">{error}</p>
          <Button block fill="outline" color="primary" style={{ marginTop: 8 }} onClick={() => navigate('/certify')}>
            {t('finishProfileFirst')}
          </Button>
        </div>
      ) : null}
      <Button
        block
        color="primary"
        size="large"
        loading={applyCall.isPending}
        disabled={!product.mayApply}
        onClick={() => void apply()}
      >
        {t('applyNow', { amount: formatMoney(amountCents) })}
      </Button>
      {!product.mayApply && product.mayApplyReason ? (
        <p className="muted">
          <WholeDates text={product.mayApplyReason} />
        </p>
      ) : null}
    </>
  );
}

export default function ProductPage() {
  const { t } = useI18n();
  const { productId = '' } = useParams<{ productId: string }>();
  const product = useProduct(productId);
  return (
    <Screen title={product.data?.name ?? t('productTitle')} back="/home">
      <LoadState query={product}>{(data) => <ProductBody product={data} />}</LoadState>
    </Screen>
  );
}

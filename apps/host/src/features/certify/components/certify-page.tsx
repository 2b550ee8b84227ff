// The certify (KYC) steps with their progress: about you, address, work, references, ID and selfie.
// Each step is a server-driven form (decision 013); what the borrower types is kept as a draft in
// this tab until the server has it, so a refused save, a failed upload or a reload loses nothing.
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useSearch } from 'wouter';
import type { CertifyForm, CertifyProgress, CertifyStepName } from '@lendwell/contracts';
import { LoadState } from '@/components/load-state';
import { Screen } from '@/components/screen';
import { ApiError } from '@/lib/api-client';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { useCertifyProgress } from '../api/get-certify-progress';
import { useCertifyStep } from '../api/get-certify-step';
import { useSaveCertifyStep } from '../api/save-certify-step';
import { fieldIssues } from './field-issues';
import { FormField } from './form-field';
import './certify.css';

// The photo step's uploader and its shrinker load on the ID step only, keeping the form steps within budget.
const IdPhotos = lazy(() => import('./id-photos').then((m) => ({ default: m.IdPhotos })));

const STEP_KEYS: Record<CertifyStepName, MessageKey> = {
  basic: 'stepBasic',
  personal: 'stepPersonal',
  job: 'stepJob',
  ext: 'stepExt',
  id: 'stepId',
};
const ORDER: CertifyStepName[] = ['basic', 'personal', 'job', 'ext', 'id'];
const draftKey = (step: CertifyStepName) => `lendwell.certifyDraft.${step}`;

function readDraft(step: CertifyStepName): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(draftKey(step));
    return raw ? (JSON.parse(raw) as Record<string, string>) : null;
  } catch {
    return null;
  }
}

function StepForm({
  form,
  progress,
  onSaved,
}: {
  form: CertifyForm;
  progress: CertifyProgress;
  onSaved: (progress: CertifyProgress) => void;
}) {
  const { t } = useI18n();
  const saved = useMemo(() => Object.fromEntries(form.items.map((i) => [i.code, i.value])), [form.items]);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...saved, ...readDraft(form.step) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const [photoError, setPhotoError] = useState<{ idFront: boolean; selfie: boolean }>({
    idFront: false,
    selfie: false,
  });
  const save = useSaveCertifyStep(form.step);
  const editable = form.editable && progress.editable;

  const change = (code: string, value: string) => {
    setValues((prev) => {
      const next = { ...prev, [code]: value };
      try {
        sessionStorage.setItem(draftKey(form.step), JSON.stringify(next));
      } catch {
        // A full storage only costs the draft, not the form.
      }
      return next;
    });
    setErrors((prev) => {
      if (!prev[code]) return prev;
      const { [code]: _gone, ...rest } = prev;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const issues = fieldIssues(form.items, values, t);
    const missingPhotos =
      form.step === 'id' ? { idFront: !progress.images.idFront, selfie: !progress.images.selfie } : photoError;
    setErrors(issues);
    setPhotoError(missingPhotos);
    const firstBad = Object.keys(issues)[0];
    if (firstBad || missingPhotos.idFront || missingPhotos.selfie) {
      setServerError(t('fixErrors'));
      if (firstBad) document.getElementById(`field-${firstBad}`)?.focus();
      return;
    }
    try {
      const answer = await save.mutateAsync(
        Object.fromEntries(form.items.map((i) => [i.code, (values[i.code] ?? '').trim()])),
      );
      try {
        sessionStorage.removeItem(draftKey(form.step));
      } catch {
        // Nothing to drop.
      }
      onSaved(answer);
    } catch (error) {
      // A refusal that names one of the step's fields (decision 051) is marked on that field, as the checks here are.
      const field = error instanceof ApiError && !error.network ? error.parts.field : undefined;
      if (field && form.items.some((i) => i.code === field)) {
        setErrors({ [field]: (error as ApiError).message });
        setServerError(t('fixErrors'));
        document.getElementById(`field-${field}`)?.focus();
        return;
      }
      setServerError(error instanceof ApiError && !error.network ? error.message : t('offline'));
    }
  };

  return (
    <form
      className="card certify-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="certify-step-title"
    >
      <h2 id="certify-step-title">{t(STEP_KEYS[form.step])}</h2>
      {!editable ? <p className="muted">{t('certifyLocked')}</p> : null}
      {form.items.map((item) => (
        <FormField
          key={item.code}
          item={item}
          value={values[item.code] ?? ''}
          error={errors[item.code] ?? ''}
          disabled={!editable}
          onChange={(v) => change(item.code, v)}
        />
      ))}
      {form.step === 'id' ? (
        <Suspense fallback={null}>
          <IdPhotos progress={progress} disabled={!editable} missing={photoError} />
        </Suspense>
      ) : null}
      {serverError ? (
        <p className="field-error certify-form__alert" role="alert">
          {serverError}
        </p>
      ) : null}
      {editable ? (
        <Button block type="submit" color="primary" size="large" loading={save.isPending}>
          {t('saveContinue')}
        </Button>
      ) : null}
    </form>
  );
}

function StepLoader({
  step,
  progress,
  onSaved,
}: {
  step: CertifyStepName;
  progress: CertifyProgress;
  onSaved: (p: CertifyProgress) => void;
}) {
  const form = useCertifyStep(step);
  return (
    <LoadState query={form}>
      {(data) => <StepForm key={`${step}-${data.savedAt ?? ''}`} form={data} progress={progress} onSaved={onSaved} />}
    </LoadState>
  );
}

function Steps({
  progress,
  current,
  go,
}: {
  progress: CertifyProgress;
  current: CertifyStepName | null;
  go: (s: CertifyStepName) => void;
}) {
  const { t } = useI18n();
  const done = progress.steps.filter((s) => s.done).length;
  return (
    <nav className="card certify-steps" aria-label={t('certifyStep', { n: done, total: progress.steps.length })}>
      <p className="muted">{t('certifyStep', { n: done, total: progress.steps.length })}</p>
      <ol>
        {ORDER.map((step, index) => {
          const state = progress.steps.find((s) => s.step === step);
          const label = t(STEP_KEYS[step]);
          return (
            <li key={step}>
              <button
                type="button"
                className={`certify-steps__item${state?.done ? ' certify-steps__item--done' : ''}${current === step ? ' certify-steps__item--current' : ''}`}
                aria-current={current === step ? 'step' : undefined}
                onClick={() => go(step)}
              >
                <span className="certify-steps__dot" aria-hidden="true">
                  {state?.done ? '✓' : index + 1}
                </span>
                {/* The name is the visible label and then its state, read from the content (no aria-label that
                    could differ from what a voice-control user sees and says). */}
                <span className="certify-steps__label">{label}</span>
                <span className="visually-hidden">: {t(state?.done ? 'stepDoneLabel' : 'stepTodoLabel')}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function CertifyBody({ progress }: { progress: CertifyProgress }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('step');
  const current: CertifyStepName | null = ORDER.includes(requested as CertifyStepName)
    ? (requested as CertifyStepName)
    : progress.next;
  const go = (step: CertifyStepName) => navigate(`/certify?step=${step}`, { replace: true });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [current]);

  const onSaved = (answer: CertifyProgress) => {
    const index = current ? ORDER.indexOf(current) : -1;
    const after = ORDER.slice(index + 1).find((s) => !answer.steps.find((x) => x.step === s)?.done);
    if (after) go(after);
    else if (answer.next) go(answer.next);
    else navigate('/certify?step=done', { replace: true });
  };

  return (
    <>
      <Steps progress={progress} current={current} go={go} />
      {current ? (
        <StepLoader key={current} step={current} progress={progress} onSaved={onSaved} />
      ) : (
        <section className="card" role="status">
          <h2>{t('certifyDoneShort')}</h2>
          <p className="muted">{t('certifyDone')}</p>
          <Button block color="primary" style={{ marginTop: 12 }} onClick={() => navigate('/home')}>
            {t('backToHome')}
          </Button>
        </section>
      )}
    </>
  );
}

export default function CertifyPage() {
  const { t } = useI18n();
  const progress = useCertifyProgress();
  return (
    <Screen title={t('certifyTitle')} back="/home">
      <LoadState query={progress}>{(data) => <CertifyBody progress={data} />}</LoadState>
    </Screen>
  );
}

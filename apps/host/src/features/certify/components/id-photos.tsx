// The ID's front and a selfie: each uploads as soon as it is chosen, so a later failure of the
// form never asks for the photo again.
import { useState } from 'react';
import type { CertifyImageKind, CertifyProgress } from '@lendwell/contracts';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { useUploadCertifyImage } from '../api/upload-certify-image';

function PhotoInput({
  kind,
  label,
  done,
  missing,
  disabled,
}: {
  kind: CertifyImageKind;
  label: string;
  done: boolean;
  missing: boolean;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const upload = useUploadCertifyImage();
  const [preview, setPreview] = useState('');
  const [error, setError] = useState('');
  const id = `photo-${kind}`;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync({ kind, file });
    } catch (e) {
      setPreview('');
      setError(e instanceof ApiError && !e.network ? e.message : t('offline'));
    }
  };
  const shownError = error || (missing && !done ? t('photoMissing') : '');
  return (
    <div className={`photo-input${shownError ? ' photo-input--bad' : ''}`}>
      <span className="photo-input__title">{label}</span>
      {preview ? <img src={preview} alt={label} className="photo-input__preview" /> : null}
      {done && !upload.isPending ? (
        <span className="photo-input__done" role="status">
          ✓ {t('photoUploaded')}
        </span>
      ) : null}
      <label htmlFor={id} className={`photo-input__button${disabled ? ' photo-input__button--off' : ''}`}>
        {upload.isPending ? t('loading') : done ? t('photoReplace') : t('takePhoto')}
        <span className="visually-hidden"> — {label}</span>
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={kind === 'selfie' ? 'user' : 'environment'}
        disabled={disabled || upload.isPending}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {shownError ? (
        <p id={`${id}-error`} className="field-error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

export function IdPhotos({
  progress,
  disabled,
  missing,
}: {
  progress: CertifyProgress;
  disabled: boolean;
  missing: { idFront: boolean; selfie: boolean };
}) {
  const { t } = useI18n();
  return (
    <div className="id-photos">
      <PhotoInput
        kind="idFront"
        label={t('idPhotoFront')}
        done={progress.images.idFront}
        missing={missing.idFront}
        disabled={disabled}
      />
      <PhotoInput
        kind="selfie"
        label={t('selfie')}
        done={progress.images.selfie}
        missing={missing.selfie}
        disabled={disabled}
      />
    </div>
  );
}

// complainPageNext: the chosen type tags, the description (n/200), up to 9 evidence photos
// (shrunk in the browser, checked and re-encoded by the server), Send, a 1.5 s success modal,
// then local storage cleared and back to the complaint home.
import { useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { useLocation } from 'wouter';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { COMPLAINT_LIMITS } from '@lendwell/contracts/constants';
import { Overlay } from '@/components/ui/overlay';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';
import { fillText } from '@/lib/i18n';
import { cm } from '../messages';
import { sharedParamsQuery } from '@/lib/session-params';
import { localStore } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useQueryParams } from '@/lib/use-query-params';
import { useProblemInit } from '../api/get-problem-init';
import { useSaveProblem } from '../api/save-problem';
import { uploadProblemImage } from '../api/upload-problem-image';
import './complaint.css';

export const SUCCESS_MODAL_MS = 1500;

export default function ComplaintFormPage() {
  const params = useQueryParams();
  const problemType = params.get('problemType') ?? '';
  const problemSonType = params.get('problemSonType') ?? '';
  const orderNo = params.get('orderNo') ?? String(localStore.get<{ orderNo: string }>('public').orderNo ?? '');
  const { data } = useProblemInit(undefined);
  const [detail, setDetail] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);
  const save = useSaveProblem();
  // One complaint per form: a second tap in the same frame (before the button shows it is busy) is
  // ignored here, and the key makes the server answer a repeat with the first complaint.
  const sending = useRef(false);
  const idempotencyKey = useRef(crypto.randomUUID());
  const [, navigate] = useLocation();

  const tags = [
    data?.problemType.find((t) => String(t.value) === problemType)?.title,
    data?.problemSonType.find((t) => String(t.value) === problemSonType)?.title,
  ].filter(Boolean) as string[];

  const addImages = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).slice(0, COMPLAINT_LIMITS.images - images.length);
    e.target.value = '';
    setUploading(true);
    try {
      for (const file of files) {
        const { url } = await uploadProblemImage(file);
        setImages((list) => (list.length < COMPLAINT_LIMITS.images ? [...list, url] : list));
      }
    } catch {
      // The API client showed the server's message.
    } finally {
      setUploading(false);
    }
  };

  const send = async () => {
    if (detail.trim() === '') return toast(cm.complaintDescriptionRequired);
    if (sending.current) return;
    sending.current = true;
    try {
      await save.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        problemType,
        problemSonType,
        problemDetail: detail.trim(),
        problemImage: images.join(','),
        orderNo,
      });
    } catch (error) {
      sending.current = false;
      // A refused complaint may be edited and sent again: that is another request, with another key.
      // After a lost answer (no status) the same key is kept, so the retry cannot file a second one.
      // A refusal may come as a 4xx or as a 200 with its code (decision 118); status 0 is no answer.
      if (error instanceof ApiError && error.status !== 0) idempotencyKey.current = crypto.randomUUID();
      return;
    }
    setDone(true);
    setTimeout(() => {
      localStore.clear();
      navigate(`${paths.complainPage}?${sharedParamsQuery()}`);
    }, SUCCESS_MODAL_MS);
  };

  return (
    <Page title={cm.complaintHomeTitle}>
      <div className="cp-tags">
        {tags.map((t) => (
          <span key={t} className="cp-tag">
            {t}
          </span>
        ))}
      </div>
      <div className="cp-box">
        <h2>
          <label htmlFor="complaint-detail">{cm.describe}</label>
        </h2>
        <TextArea
          id="complaint-detail"
          placeholder={cm.describeHint}
          value={detail}
          onChange={(v) => setDetail(v.slice(0, COMPLAINT_LIMITS.detailChars))}
          maxLength={COMPLAINT_LIMITS.detailChars}
          rows={5}
        />
        <div className="cp-count" aria-live="polite">
          {detail.length}/{COMPLAINT_LIMITS.detailChars}
        </div>
      </div>
      <div className="cp-box">
        <h2>{fillText(cm.evidenceCount, { n: images.length, max: COMPLAINT_LIMITS.images })}</h2>
        <div className="cp-images">
          {images.map((url) => (
            <div key={url} className="cp-thumb">
              <img src={url} alt={cm.evidenceAlt} />
              <button
                type="button"
                aria-label={cm.removeImage}
                onClick={() => setImages((list) => list.filter((u) => u !== url))}
              >
                ×
              </button>
            </div>
          ))}
          {images.length < COMPLAINT_LIMITS.images ? (
            <label className="cp-add" aria-busy={uploading}>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                aria-label={cm.addPhotos}
                onChange={(e) => void addImages(e)}
                disabled={uploading}
              />
              {uploading ? '…' : '+'}
            </label>
          ) : null}
        </div>
      </div>
      <p className="cp-note">{cm.complaintHandledWithin}</p>
      <div className="cp-footer">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={save.isPending}
          disabled={uploading}
          onClick={() => void send()}
        >
          {messages.send}
        </Button>
      </div>
      <Overlay open={done}>
        <p className="cp-success">{cm.sent}</p>
      </Overlay>
    </Page>
  );
}

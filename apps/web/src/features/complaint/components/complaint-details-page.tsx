// Complaint details: type and sub type, the content (n/200), images, customer service's
// 'Process Result' (hidden when empty) and, 3 s after load when asked, the rating modal.
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { COMPLAINT_LIMITS } from '@lendwell/contracts/constants';
import { Overlay } from '@/components/ui/overlay';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { messages } from '@/lib/messages';
import { fillText } from '@/lib/i18n';
import { cm } from '../messages';
import { toast } from '@/lib/toast';
import { useQueryParams } from '@/lib/use-query-params';
import { useProblemDetail } from '../api/get-problem-detail';
import { saveScore } from '../api/save-score';
import './complaint.css';

export const RATING_DELAY_MS = 3000;

export default function ComplaintDetailsPage() {
  const problemId = useQueryParams().get('problemId') ?? '';
  const detail = useProblemDetail(problemId);
  const { data } = detail;
  const [rating, setRating] = useState(false);
  const [stars, setStars] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!data?.isNeedScore) return;
    const timer = setTimeout(() => setRating(true), RATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data?.isNeedScore]);

  const close = () => {
    setRating(false);
    setStars(0);
  };

  const send = async () => {
    if (stars === 0) return toast(messages.chooseRating);
    setSending(true);
    try {
      await saveScore(problemId, stars);
      close();
      // No refetch here: its 'loading...' toast would replace the thank-you.
      toast(cm.ratingThanks);
    } catch {
      // The API client showed the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Page title={cm.detailsTitle}>
      <QueryState query={detail} missing={problemId === ''} lines={6}>
        {(data) => (
          <>
            <div className="cp-tags">
              {[data.type, data.sonType].filter(Boolean).map((t) => (
                <span key={t} className="cp-tag">
                  {t}
                </span>
              ))}
            </div>
            <div className="cp-box">
              <h2>{cm.yourComplaint}</h2>
              <p>{data.content}</p>
              <div className="cp-count">
                {data.content.length}/{COMPLAINT_LIMITS.detailChars}
              </div>
              {data.images.length ? (
                <div className="cp-images">
                  {data.images.map((url) => (
                    <img key={url} src={url} alt={cm.evidenceAlt} />
                  ))}
                </div>
              ) : null}
            </div>
            {data.disposeDetail || data.disposeImages.length ? (
              <div className="cp-box cp-result">
                <h2>{cm.processResult}</h2>
                {data.disposeDetail ? <p>{data.disposeDetail}</p> : null}
                {data.disposeImages.length ? (
                  <div className="cp-images">
                    {data.disposeImages.map((url) => (
                      <img key={url} src={url} alt={cm.replyAlt} />
                    ))}
                  </div>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </QueryState>
      <Overlay open={rating} title={cm.rateThisService}>
        <div className="cp-stars" role="radiogroup" aria-label={cm.rating}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={stars === n}
              aria-label={n > 1 ? fillText(cm.stars, { n }) : cm.oneStar}
              className={n <= stars ? 'cp-star cp-star--on' : 'cp-star'}
              onClick={() => setStars(n)}
            >
              ★
            </button>
          ))}
        </div>
        <div className="cp-actions">
          <Button onClick={close}>{messages.cancel}</Button>
          <Button color="primary" loading={sending} onClick={() => void send()}>
            {messages.send}
          </Button>
        </div>
      </Overlay>
    </Page>
  );
}

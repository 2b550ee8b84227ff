// Joint-login failure: a partner sign-in failed, so say why and offer our products instead. A tap
// posts the statistics call, then asks where the product leads: an http link opens in the browser,
// anything else (our app's deep link) goes to the native handler.
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ProductCard } from '@/components/ui/product-card';
import { StatusIcon } from '@/components/ui/status-icon';
import { host } from '@/lib/host-bridge';
import { jm } from '../messages';
import { WholeDates } from '@lendwell/client-kit/whole-dates';
import { useQueryParams } from '@/lib/use-query-params';
import { useFailureNotice } from '../api/get-failure-notice';
import { getTargetLink } from '../api/get-target-link';
import { sendProductClick } from '../api/send-product-click';
import './joint-login.css';

/** Spec: the first two products show no tags. */
const UNTAGGED_COUNT = 2;

export default function JointLoginFailurePage() {
  const reason = useQueryParams().get('reason') ?? '';
  const notice = useFailureNotice(reason);

  const open = async (productId: number, position: number) => {
    await sendProductClick(productId, position);
    try {
      const url = await getTargetLink(productId);
      if (/^https?:\/\//i.test(url)) window.location.assign(url);
      else host.to(url);
    } catch {
      // The API client showed the server's message.
    }
  };

  return (
    <Page title={jm.noticeTitle}>
      <QueryState query={notice} lines={6}>
        {(data) => (
          <>
            <section className="jl-notice">
              <StatusIcon kind="failure" />
              <h2 className="jl-notice__error">{data.errMessage}</h2>
              <p className="jl-notice__message">
                <WholeDates text={data.noticeMessage} />
              </p>
            </section>
            <section aria-label={jm.recommendedLoans}>
              {data.recProducts.map((p, i) => (
                <ProductCard
                  key={p.productId}
                  product={p}
                  showTags={i >= UNTAGGED_COUNT}
                  onOpen={() => void open(p.productId, i + 1)}
                />
              ))}
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

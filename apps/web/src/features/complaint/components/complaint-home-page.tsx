// Complaint home ('Online service'): the selected order, an All button to switch orders, the
// problem types; the collection type needs an order that supports it and then asks what happened.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { COLLECTION_PROBLEM_TYPE } from '@lendwell/contracts/constants';
import { Overlay } from '@/components/ui/overlay';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { cm } from '../messages';
import { sharedParamsQuery } from '@/lib/session-params';
import { usePageParam } from '@/lib/use-query-params';
import { localStore } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { useProblemInit } from '../api/get-problem-init';
import { OrderCard } from './order-card';
import './complaint.css';

export default function ComplaintHomePage() {
  const init = useProblemInit(usePageParam('orderId'));
  const { data } = init;
  const [, navigate] = useLocation();
  const [chosenOrderNo, setChosenOrderNo] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [showSub, setShowSub] = useState(false);

  const order = data?.orderList.find((o) => o.orderNo === chosenOrderNo) ?? data?.orderDetail ?? null;

  const go = (problemType: number, problemSonType?: number) => {
    // The order number is stored first, as the spec says; the next page reads it from the URL too.
    localStore.set('public', { orderNo: order?.orderNo ?? '' });
    const extra: Record<string, string> = { problemType: String(problemType), orderNo: order?.orderNo ?? '' };
    if (problemSonType !== undefined) extra.problemSonType = String(problemSonType);
    navigate(`${paths.complainPageNext}?${sharedParamsQuery(extra)}`);
  };

  const choose = (value: number) => {
    if (value !== COLLECTION_PROBLEM_TYPE) return go(value);
    if (order?.isShow !== 1) return toast(cm.collectionNotSupported);
    setShowSub((v) => !v);
  };

  return (
    <Page title={cm.complaintHomeTitle}>
      <QueryState query={init}>
        {(data) => (
          <>
            {order ? (
              <OrderCard card={order} onAll={data.orderList.length > 1 ? () => setShowAll(true) : undefined} />
            ) : null}
            <div className="cp-types" role="list" aria-label={cm.questionTypes}>
              {data.problemType.map((t) => (
                <div key={t.value} role="listitem">
                  {/* The lender's type; lang 'en' when it is not translated (decision 132). */}
                  <button type="button" className="cp-type" lang={t.lang} onClick={() => choose(t.value)}>
                    {t.title}
                  </button>
                  {t.value === COLLECTION_PROBLEM_TYPE && showSub ? (
                    <div className="cp-sub">
                      {data.problemSonType.map((s) => (
                        <button
                          key={s.value}
                          type="button"
                          className="cp-type"
                          lang={s.lang}
                          onClick={() => go(t.value, s.value)}
                        >
                          {s.title}
                        </button>
                      ))}
                    </div>
                  ) : null}
                </div>
              ))}
            </div>
            <Link className="cp-link" href={`${paths.complaintList}?${sharedParamsQuery()}`}>
              {cm.myComplaints}
            </Link>
            <Overlay open={showAll} title={cm.chooseOrder} placement="bottom" onMaskClick={() => setShowAll(false)}>
              {data.orderList.map((o) => (
                <button
                  key={o.orderNo}
                  type="button"
                  className="cp-item"
                  onClick={() => {
                    setChosenOrderNo(o.orderNo);
                    setShowSub(false);
                    setShowAll(false);
                  }}
                >
                  <OrderCard card={o} />
                </button>
              ))}
            </Overlay>
          </>
        )}
      </QueryState>
    </Page>
  );
}

// One agreement, rendered by the server with the borrower's own figures, in a frame that fills the
// page. The link is signed and short-lived, so the session id never sits in the frame's address.
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Page } from '@/components/ui/page';
import { messages } from '@/lib/messages';
import { useQueryParams } from '@/lib/use-query-params';
import { useContractJump } from '../api/get-contract-jump';
import './loan-agreement.css';

export default function LoanAgreementPage() {
  const query = useQueryParams();
  const input = {
    productId: query.get('productId') ?? query.get('product_id') ?? '',
    position: query.get('position') ?? '1',
    orderId: query.get('orderId') ?? undefined,
    amount: query.get('amount') ?? undefined,
  };
  const { data, isPending, isError, refetch } = useContractJump(input);
  return (
    <Page title={data?.title ?? 'Loan agreement'}>
      {isPending ? (
        <Skeleton.Paragraph lineCount={10} animated />
      ) : isError || !data ? (
        <div className="ag-error">
          <p>{messages.genericError}</p>
          <Button onClick={() => void refetch()}>{messages.tryAgain}</Button>
        </div>
      ) : (
        <iframe className="ag-frame" src={data.contract_url} title={data.title} sandbox="allow-modals" />
      )}
    </Page>
  );
}

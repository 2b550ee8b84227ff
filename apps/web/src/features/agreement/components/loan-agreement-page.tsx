// One agreement, rendered by the server with the borrower's own figures, in a frame that fills the
// page. The link is signed and short-lived, so the session id never sits in the frame's address.
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
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
  const jump = useContractJump(input);
  const { data } = jump;
  return (
    <Page title={data?.title ?? 'Loan agreement'}>
      <QueryState query={jump} missing={input.productId === ''} lines={10}>
        {(data) => <iframe className="ag-frame" src={data.contract_url} title={data.title} sandbox="allow-modals" />}
      </QueryState>
    </Page>
  );
}

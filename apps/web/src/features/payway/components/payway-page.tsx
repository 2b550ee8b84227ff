// Payway: bank-card repayment under its own entry with hash routes. #/ lists the cards and pays
// with an SMS code; #/addnormalcard binds a new card on the server-driven bank form;
// #/alipayrepayment pays online through the provider; #/borrowDetail/ hands over to the loan detail.
import { lazy, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { paths } from '@/config/paths';
import { sharedParamsQuery } from '@/lib/session-params';
import { CardListView } from './card-list-view';
import { hashParams } from './hash-params';
import './payway.css';

// The card form (server-driven, with pickers) and the online alternative load on first use, so the
// card list stays within the route budget.
const AddCardView = lazy(() => import('./add-card-view'));
const AlipayView = lazy(() => import('./alipay-view'));

function BorrowDetail() {
  useEffect(() => {
    const q = hashParams();
    const extra: Record<string, string> = {};
    for (const name of ['orderId', 'productId']) {
      const value = q.get(name);
      if (value) extra[name] = value;
    }
    window.location.replace(`${paths.loanDetail}?${sharedParamsQuery(extra)}`);
  }, []);
  return null;
}

/** The hash route's path without its params, so '#/addnormalcard?order=1' matches '/addnormalcard'. */
function useHashPath(): ReturnType<typeof useHashLocation> {
  const [location, navigate] = useHashLocation();
  return [location.split('?')[0] ?? '/', navigate];
}

export default function PaywayPage() {
  return (
    <Router hook={useHashPath}>
      <Switch>
        <Route path="/addnormalcard" component={AddCardView} />
        <Route path="/alipayrepayment" component={AlipayView} />
        <Route path="/borrowDetail/*?" component={BorrowDetail} />
        <Route component={CardListView} />
      </Switch>
    </Router>
  );
}

// The promotion landing under /promotion with hash routes (spec): #/registerTemplate registers a
// new borrower with an image captcha and an SMS code, #/downloadTemplate sends them to the app,
// #/agreementTemplate shows what they agree to (docs/decisions/021-promotion-registration.md).
import { Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { RegisterView } from './register-view';
import { DownloadView } from './download-view';
import { AgreementView } from './agreement-view';
import './promotion.css';

/** The hash route's path without its params, so '#/registerTemplate?templateId=1' matches. */
function useHashPath(): ReturnType<typeof useHashLocation> {
  const [location, navigate] = useHashLocation();
  return [location.split('?')[0] ?? '/', navigate];
}

export default function PromotionPage() {
  return (
    <Router hook={useHashPath}>
      <Switch>
        <Route path="/downloadTemplate" component={DownloadView} />
        <Route path="/agreementTemplate" component={AgreementView} />
        <Route component={RegisterView} />
      </Switch>
    </Router>
  );
}

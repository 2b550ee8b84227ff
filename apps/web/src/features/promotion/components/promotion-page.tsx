// The promotion landing under /promotion with hash routes (spec): #/registerTemplate registers a
// new borrower with an image captcha and an SMS code, #/downloadTemplate sends them to the app,
// #/agreementTemplate shows what they agree to (docs/decisions/021-promotion-registration.md).
import { useState } from 'react';
import { Route, Router, Switch, useRoute } from 'wouter';
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

/**
 * The registration form and its agreement. Reading the agreement hides the form rather than unmounting it, so
 * 'Back to registration' finds everything as typed, the same picture included (decision 072). A visitor who
 * opens the agreement first gets the form only when they go to it (no visit is counted before).
 */
function RegistrationWithAgreement() {
  const [reading] = useRoute('/agreementTemplate');
  const [formShown, setFormShown] = useState(!reading);
  // Adjusted while rendering (React's pattern for state that follows a prop), once the form is first asked for.
  if (!reading && !formShown) setFormShown(true);
  return (
    <>
      {formShown ? (
        <div hidden={reading}>
          <RegisterView />
        </div>
      ) : null}
      {reading ? <AgreementView /> : null}
    </>
  );
}

export default function PromotionPage() {
  return (
    <Router hook={useHashPath}>
      <Switch>
        <Route path="/downloadTemplate" component={DownloadView} />
        <Route component={RegistrationWithAgreement} />
      </Switch>
    </Router>
  );
}

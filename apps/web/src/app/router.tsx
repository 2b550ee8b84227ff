// The route table. Every page is its own chunk (route-level code splitting); the hash-routed
// flows (payway, promotion) nest a hash router inside their page.
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { translationsReady } from '@/lib/i18n';

/**
 * A route's page chunk. For a Filipino reader the Filipino of the catalogues the page declares loads
 * before it renders, so a screen never shows a mix of languages (decision 047).
 */
function page<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const chunk = await load();
    await translationsReady();
    return chunk;
  });
}

const CustomerServicePage = page(() => import('@/features/customer-service/components/customer-service-page'));
const TestPreviewPage = page(() => import('@/features/preview/components/test-preview-page'));
const AboutUsPage = page(() => import('@/features/legal/components/about-us-page'));
const PrivacyPolicyPage = page(() => import('@/features/legal/components/privacy-policy-page'));
const BankPage = page(() => import('@/features/bank/components/bank-page'));
const ComplaintHomePage = page(() => import('@/features/complaint/components/complaint-home-page'));
const ComplaintFormPage = page(() => import('@/features/complaint/components/complaint-form-page'));
const ComplaintListPage = page(() => import('@/features/complaint/components/complaint-list-page'));
const ComplaintDetailsPage = page(() => import('@/features/complaint/components/complaint-details-page'));
const RepayPage = page(() => import('@/features/repayment/components/repay-page'));
const RepayDelayPage = page(() => import('@/features/repayment/components/repay-delay-page'));
const PlanPage = page(() => import('@/features/hardship-plan/components/plan-page'));
const RepaymentCodePage = page(() => import('@/features/repayment/components/repayment-code-page'));
const RepaymentCode2Page = page(() => import('@/features/repayment/components/repayment-code2-page'));
const PaymentInstructionsPage = page(() => import('@/features/repayment/components/payment-instructions-page'));
const LoanConfirmPage = page(() => import('@/features/loan-confirm/components/loan-confirm-page'));
const LoanConfirmOfPeriodPage = page(() => import('@/features/loan-confirm/components/loan-confirm-of-period-page'));
const LoanConfirmNewPage = page(() => import('@/features/loan-confirm/components/loan-confirm-new-page'));
const OrderDetailsPage = page(() => import('@/features/order/components/order-details-page'));
const JointLoginFailurePage = page(() => import('@/features/joint-login/components/joint-login-failure-page'));
const LoanAgreementPage = page(() => import('@/features/agreement/components/loan-agreement-page'));
const PaywayPage = page(() => import('@/features/payway/components/payway-page'));
const PromotionPage = page(() => import('@/features/promotion/components/promotion-page'));
const PendingPage = page(() => import('./pending-page'));

function pending(title?: string): ComponentType {
  return function Pending() {
    return <PendingPage title={title} />;
  };
}

function Fallback() {
  return (
    <div className="route-loading" role="progressbar" aria-label="loading">
      <span className="route-loading__spinner" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Fallback />}>
      <Switch>
        <Route path={paths.customerService} component={CustomerServicePage} />
        <Route path={paths.testPreview} component={TestPreviewPage} />
        <Route path={paths.bindBank} component={BankPage} />
        <Route path={paths.complainPage} component={ComplaintHomePage} />
        <Route path={paths.complainPageNext} component={ComplaintFormPage} />
        <Route path={paths.complaintList} component={ComplaintListPage} />
        <Route path={paths.complainDetails} component={ComplaintDetailsPage} />
        <Route path={paths.aboutUs} component={AboutUsPage} />
        <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
        <Route path={paths.repay} component={RepayPage} />
        <Route path={paths.repayDelay} component={RepayDelayPage} />
        <Route path={paths.plan} component={PlanPage} />
        <Route path={paths.repaymentOfCode} component={RepaymentCodePage} />
        <Route path={paths.repaymentOfCode2} component={RepaymentCode2Page} />
        <Route path={paths.paymentInstructions} component={PaymentInstructionsPage} />
        <Route path={paths.confirm} component={LoanConfirmPage} />
        <Route path={paths.confirmOfPeriod} component={LoanConfirmOfPeriodPage} />
        <Route path={paths.confirmNew} component={LoanConfirmNewPage} />
        <Route path={paths.loanDetail} component={OrderDetailsPage} />
        <Route path={paths.order} component={OrderDetailsPage} />
        <Route path={paths.jointLoginFailure} component={JointLoginFailurePage} />
        <Route path={paths.loanAgreement} component={LoanAgreementPage} />
        <Route path={paths.complaint}>
          <Redirect to={paths.complainPage} replace />
        </Route>
        <Route path={paths.payway} component={PaywayPage} />
        <Route path={paths.promotion} component={PromotionPage} />
        <Route path={paths.officialSite} component={pending('Lendwell')} />
        <Route component={pending()} />
      </Switch>
    </Suspense>
  );
}

// The route table. Every page is its own chunk (route-level code splitting); the hash-routed
// flows (payway, promotion) nest a hash router inside their page.
import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '@/config/paths';

const CustomerServicePage = lazy(() => import('@/features/customer-service/components/customer-service-page'));
const TestPreviewPage = lazy(() => import('@/features/preview/components/test-preview-page'));
const AboutUsPage = lazy(() => import('@/features/legal/components/about-us-page'));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/components/privacy-policy-page'));
const BankPage = lazy(() => import('@/features/bank/components/bank-page'));
const ComplaintHomePage = lazy(() => import('@/features/complaint/components/complaint-home-page'));
const ComplaintFormPage = lazy(() => import('@/features/complaint/components/complaint-form-page'));
const ComplaintListPage = lazy(() => import('@/features/complaint/components/complaint-list-page'));
const ComplaintDetailsPage = lazy(() => import('@/features/complaint/components/complaint-details-page'));
const RepayPage = lazy(() => import('@/features/repayment/components/repay-page'));
const RepayDelayPage = lazy(() => import('@/features/repayment/components/repay-delay-page'));
const RepaymentCodePage = lazy(() => import('@/features/repayment/components/repayment-code-page'));
const RepaymentCode2Page = lazy(() => import('@/features/repayment/components/repayment-code2-page'));
const PaymentInstructionsPage = lazy(() => import('@/features/repayment/components/payment-instructions-page'));
const LoanConfirmPage = lazy(() => import('@/features/loan-confirm/components/loan-confirm-page'));
const LoanConfirmOfPeriodPage = lazy(() => import('@/features/loan-confirm/components/loan-confirm-of-period-page'));
const LoanConfirmNewPage = lazy(() => import('@/features/loan-confirm/components/loan-confirm-new-page'));
const OrderDetailsPage = lazy(() => import('@/features/order/components/order-details-page'));
const JointLoginFailurePage = lazy(() => import('@/features/joint-login/components/joint-login-failure-page'));
const LoanAgreementPage = lazy(() => import('@/features/agreement/components/loan-agreement-page'));
const PaywayPage = lazy(() => import('@/features/payway/components/payway-page'));
const PromotionPage = lazy(() => import('@/features/promotion/components/promotion-page'));
const PendingPage = lazy(() => import('./pending-page'));

function pending(title: string): ComponentType {
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
        <Route component={pending('Page not found')} />
      </Switch>
    </Suspense>
  );
}

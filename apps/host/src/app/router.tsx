// The host app's screens, each its own chunk, under /app. Screens that need the borrower send a
// signed-out visitor to the welcome screen; the borrower pages (/open/...) may be public (about us).
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { rememberHostRoute } from '@/lib/navigation-memory';
import { currentSession, onSessionChange } from '@/lib/session';

const WelcomePage = lazy(() => import('@/features/auth/components/welcome-page'));
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const HomePage = lazy(() => import('@/features/home/components/home-page'));
const ProductPage = lazy(() => import('@/features/product/components/product-page'));
const CertifyPage = lazy(() => import('@/features/certify/components/certify-page'));
const LoansPage = lazy(() => import('@/features/loans/components/loans-page'));
const ProfilePage = lazy(() => import('@/features/profile/components/profile-page'));
const HelpPage = lazy(() => import('@/features/help/components/help-page'));
const MessagesPage = lazy(() => import('@/features/messages/components/messages-page'));
const DocumentsPage = lazy(() => import('@/features/documents/components/documents-page'));
const MyDataPage = lazy(() => import('@/features/my-data/components/my-data-page'));
const BorrowerPage = lazy(() => import('@/features/borrower-page/components/borrower-page'));

function useSignedIn(): boolean {
  return useSyncExternalStore(
    (notify) => onSessionChange(notify),
    () => currentSession() !== null,
  );
}

function signedInOnly(Screen: ComponentType): ComponentType {
  return function Guarded() {
    return useSignedIn() ? <Screen /> : <Redirect to="/" replace />;
  };
}

const Home = signedInOnly(HomePage);
const Product = signedInOnly(ProductPage);
const Certify = signedInOnly(CertifyPage);
const Loans = signedInOnly(LoansPage);
const Profile = signedInOnly(ProfilePage);
const Help = signedInOnly(HelpPage);
const Messages = signedInOnly(MessagesPage);
const Documents = signedInOnly(DocumentsPage);
const MyData = signedInOnly(MyDataPage);

function Start() {
  return useSignedIn() ? <Redirect to="/home" replace /> : <WelcomePage />;
}

function Fallback() {
  return (
    <div className="route-loading" role="progressbar" aria-label="loading">
      <span className="route-loading__spinner" />
    </div>
  );
}

function RouteMemory() {
  const [location] = useLocation();
  useEffect(() => {
    rememberHostRoute(location);
  }, [location]);
  return null;
}

export function AppRoutes() {
  return (
    <Router base="/app">
      <RouteMemory />
      <Suspense fallback={<Fallback />}>
        <Switch>
          <Route path="/" component={Start} />
          <Route path="/login" component={LoginPage} />
          <Route path="/home" component={Home} />
          <Route path="/product/:productId" component={Product} />
          <Route path="/certify" component={Certify} />
          <Route path="/loans" component={Loans} />
          <Route path="/profile" component={Profile} />
          <Route path="/help" component={Help} />
          <Route path="/messages" component={Messages} />
          <Route path="/my-data" component={MyData} />
          <Route path="/loans/:orderId/documents" component={Documents} />
          <Route path="/open/*" component={BorrowerPage} />
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
    </Router>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { I18nProvider } from '@/lib/i18n';
import { AppRoutes } from './router';

// Screens show their own failure with a retry; an automatic retry would only delay that.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

export function App() {
  return (
    <ConfigProvider locale={enUS}>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <AppRoutes />
        </QueryClientProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}

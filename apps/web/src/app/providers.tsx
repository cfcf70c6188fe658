import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '@concierge/auth';
import { isInternalCompany } from './config';
import { setMonitoredUser } from './monitoring/monitoring';
import { ServicesContext, useAppServices, type AppServices } from './services';

/** Tells Sentry and analytics who is signed in, with the internal-company flag (spec §1, §6). */
function MonitoringIdentity() {
  const { user } = useAuth();
  const { analytics, config } = useAppServices();
  const id = user?.external_id ?? null;
  const company = user?.company ?? null;
  const internal = isInternalCompany(company, config.internalCompanies);
  useEffect(() => {
    if (!id) {
      setMonitoredUser(null);
      analytics.reset();
      return;
    }
    const monitored = { id, internal, company: company?.name ?? null };
    setMonitoredUser(monitored);
    analytics.identify(monitored);
  }, [analytics, id, internal, company?.name]);
  return null;
}

/** Services, TanStack Query and auth, around the router. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <AuthProvider store={services.auth}>
          <MonitoringIdentity />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

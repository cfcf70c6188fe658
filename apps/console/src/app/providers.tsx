import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@concierge/auth';
import { LiveUpdates } from './live-updates';
import { ServicesContext, type ConsoleServices } from './services';

/** Services, TanStack Query and auth, around the router. */
export function ConsoleProviders({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <AuthProvider store={services.auth}>
          <LiveUpdates />
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from '@concierge/auth';
import '@concierge/ui/styles.css';
import { App, auth } from './App.js';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider store={auth} navigate={(path) => history.pushState(null, '', path)}>
        <App />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function ComingSoon() {
  return (
    <main>
      <h1>Concierge</h1>
      <p>Coming soon.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ComingSoon />
    </StrictMode>,
  );
}

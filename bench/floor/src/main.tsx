// The floor: the least a React 19 app ships (React + ReactDOM rendering one element). The web app's first
// load is compared with this, built by the same Vite in the same run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Hello</h1>
    </StrictMode>,
  );
}

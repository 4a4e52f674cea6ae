import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/index.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Elementet #root saknas i index.html');
createRoot(root, {
  // Errors caught by a route's error boundary are shown and logged there (errors.tsx).
  onCaughtError: () => undefined,
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
